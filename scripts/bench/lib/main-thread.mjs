// The page's main thread CPU time, from a Chromium trace: what the page's work costs whatever else the
// machine runs (wall-clock frame times stretch when other processes take the cores; CPU time does not).

/** Starts tracing `page`; the returned function stops and gives the renderer main thread's CPU ms. */
export async function traceMainThread(page) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', { categories: 'toplevel', transferMode: 'ReportEvents' });
  return async function stop() {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
    const main = events.find(
      (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
    );
    if (!main) throw new Error('The trace has no renderer main thread.');
    const tasks = events.filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === main.pid &&
        event.tid === main.tid &&
        event.name === 'ThreadControllerImpl::RunTask',
    );
    return {
      cpuMs: tasks.reduce((sum, event) => sum + (event.tdur ?? 0), 0) / 1000,
      busyMs: tasks.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000,
    };
  };
}
