// Types for admin.mjs, which the TypeScript browser tests import.

export interface Admin {
  name: string
  password: string
}

/** The server, as start.mjs gives it: its address and its admin. */
export interface AdminServer {
  url: string
  admin: Admin
}

export function parseAdmin(text?: string): Admin
export function basicAuth(admin: Admin): string
export function peruserDbName(username: string): string
export function asAdmin(server: AdminServer, path: string, init?: RequestInit): Promise<unknown>
export function createServerAccount(
  server: AdminServer,
  username: string,
  password: string,
): Promise<string>
