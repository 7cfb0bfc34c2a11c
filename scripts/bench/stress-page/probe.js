// What the benchmark reads from the page: frame times (requestAnimationFrame deltas), main-thread long
// tasks (PerformanceObserver 'longtask') and the story's own counters, between `start()` and `stop()`.
let recording;

function start() {
  const stress = window.marketStress;
  const probe = {
    frames: [],
    longTasks: [],
    running: true,
    last: undefined,
    started: { time: performance.now(), commits: stress.commits, pushes: stress.pushes },
    observer: new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
    }),
  };
  probe.observer.observe({ type: 'longtask' });
  const frame = (time) => {
    if (!probe.running) return;
    if (probe.last !== undefined) probe.frames.push(time - probe.last);
    probe.last = time;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  recording = probe;
}

function stop() {
  const probe = recording;
  probe.running = false;
  probe.observer.disconnect();
  const stress = window.marketStress;
  return {
    // Each runner's row of a market is a group named after it; a ladder shows one runner, as a grid.
    runners: document.querySelectorAll('[role="group"], [role="grid"]').length,
    seconds: (performance.now() - probe.started.time) / 1000,
    commits: stress.commits - probe.started.commits,
    pushes: stress.pushes - probe.started.pushes,
    frames: probe.frames,
    longTasks: probe.longTasks,
  };
}

/** Ready once the story feeds prices: it starts after the board's first commit, so every market is up. */
function ready() {
  return (window.marketStress?.pushes ?? 0) > 0;
}

window.stressProbe = { start, stop, ready };
