import { PBKDF2_ITERATIONS, canHashPasswords, hashPassword, verifyPassword } from './password'

describe('password hashing', () => {
  it('stores a self-describing PBKDF2-SHA256 hash with 600,000 iterations by default', async () => {
    const stored = await hashPassword('correct horse')
    const [scheme, iterations, salt, hash] = stored.split('$')
    expect(scheme).toBe('pbkdf2-sha256')
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS)
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000)
    expect(atob(salt).length).toBe(16)
    expect(atob(hash).length).toBe(32)
    expect(stored).not.toContain('correct horse')
  })

  it('salts every hash differently', async () => {
    expect(await hashPassword('same', 1000)).not.toBe(await hashPassword('same', 1000))
  })

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('secret1', 1000)
    await expect(verifyPassword('secret1', stored)).resolves.toBe(true)
    await expect(verifyPassword('Secret1', stored)).resolves.toBe(false)
  })

  it('refuses stored values it cannot read', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false)
    await expect(verifyPassword('x', 'pbkdf2-sha256$0$AA==$AA==')).resolves.toBe(false)
    await expect(verifyPassword('x', 'pbkdf2-sha256$1000$%%%$AA==')).resolves.toBe(false)
  })
})

describe('whether passwords can be hashed here', () => {
  afterEach(() => jest.restoreAllMocks())

  it('can on a secure origin, where Web Crypto is offered', () => {
    expect(canHashPasswords()).toBe(true)
  })

  it('cannot over plain HTTP, where browsers leave out crypto.subtle', () => {
    const { getRandomValues } = crypto
    jest.replaceProperty(window, 'crypto', { getRandomValues } as Crypto)
    expect(canHashPasswords()).toBe(false)
  })
})
