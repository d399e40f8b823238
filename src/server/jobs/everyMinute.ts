/**
 * A background pass run every minute in a server process (not in tests: jobs 'manual', the
 * tests call the pass with their own clock); stop() waits for a pass under way.
 */
export function everyMinute(pass: () => Promise<unknown>, onError: (err: unknown) => void) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  return {
    start() {
      timer ??= setInterval(() => { running = pass().catch(onError); }, 60_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
