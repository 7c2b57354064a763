// Polls `read` until `done` holds, for reads outside the page (a server's state) or a driver without one.
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeout = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`still not there after ${timeout} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
