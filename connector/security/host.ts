// DNS rebinding defense: a hostile site can point its own name at 127.0.0.1, but the browser still sends that
// name as Host. Only the loopback names with our exact port pass.

export function isAllowedHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const value = host.toLowerCase();
  return value === `127.0.0.1:${port}` || value === `localhost:${port}`;
}
