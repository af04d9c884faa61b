// Jest environment: jsdom plus the Node globals jsdom lacks (or implements only partially).
//
// React Router 7 needs TextEncoder/Request/Response/AbortController that interoperate; the app
// uses Web Crypto (crypto.subtle PBKDF2), structuredClone, BroadcastChannel and MessageChannel.
import { webcrypto } from 'node:crypto'
import { TestEnvironment } from 'jest-environment-jsdom'

type Environment = typeof TestEnvironment
type Config = ConstructorParameters<Environment>[0]
type Context = ConstructorParameters<Environment>[1]

// Taken from this (outer, Node) realm and installed on the jsdom window.
const NODE_GLOBALS = [
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  // undici's Request only accepts Node's AbortSignal, so both must come from the same realm.
  'AbortController',
  'AbortSignal',
  'MessagePort',
] as const

interface Unrefable {
  unref(): void
  addEventListener(...args: unknown[]): void
}

// Node's MessagePort / BroadcastChannel keep the event loop alive once a listener is attached,
// and React's scheduler uses MessageChannel when setImmediate is absent (as in jsdom), which
// would stop Jest from exiting. Re-`unref()` them whenever a listener is added.
function keepUnrefed<T extends Unrefable>(target: T): T {
  // Up the chain: a subclass's own prototype (UnrefedBroadcastChannel's) has no `onmessage`.
  let proto = Object.getPrototypeOf(target) as object | null
  while (proto && !Object.hasOwn(proto, 'onmessage'))
    proto = Object.getPrototypeOf(proto) as object | null
  const onmessage = proto ? Object.getOwnPropertyDescriptor(proto, 'onmessage') : undefined
  Object.defineProperty(target, 'onmessage', {
    configurable: true,
    enumerable: true,
    get() {
      return onmessage?.get?.call(target)
    },
    set(value: unknown) {
      onmessage?.set?.call(target, value)
      target.unref()
    },
  })
  const addEventListener = target.addEventListener.bind(target)
  target.addEventListener = (...args: unknown[]) => {
    addEventListener(...args)
    target.unref()
  }
  target.unref()
  return target
}

class UnrefedMessageChannel extends MessageChannel {
  constructor() {
    super()
    keepUnrefed(this.port1 as unknown as Unrefable)
    keepUnrefed(this.port2 as unknown as Unrefable)
  }
}

class UnrefedBroadcastChannel extends BroadcastChannel {
  constructor(name: string) {
    super(name)
    keepUnrefed(this as unknown as Unrefable)
  }
}

export default class AppJsdomEnvironment extends TestEnvironment {
  constructor(config: Config, context: Context) {
    super(config, context)
    const target = this.global as unknown as Record<string, unknown>
    const source = globalThis as unknown as Record<string, unknown>

    for (const name of NODE_GLOBALS) {
      if (source[name] === undefined) continue
      Object.defineProperty(target, name, {
        value: source[name],
        configurable: true,
        writable: true,
        enumerable: false,
      })
    }

    for (const [name, value] of [
      ['MessageChannel', UnrefedMessageChannel],
      ['BroadcastChannel', UnrefedBroadcastChannel],
    ] as const) {
      Object.defineProperty(target, name, {
        value,
        configurable: true,
        writable: true,
        enumerable: false,
      })
    }

    // jsdom's `crypto` has getRandomValues/randomUUID but no `subtle`: use Node's Web Crypto.
    Object.defineProperty(target, 'crypto', {
      value: webcrypto,
      configurable: true,
      writable: true,
      enumerable: true,
    })
  }
}

export { AppJsdomEnvironment as TestEnvironment }
