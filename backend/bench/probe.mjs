// Preloaded into the server under test (`node --import ./probe.mjs`): measures the event-loop delay
// from inside the process and answers the benchmark over the IPC channel it was spawned with.
// It adds no route and changes nothing else in the server.
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send) {
  const resolutionMs = 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  // The histogram holds the time between two ticks of its 10 ms timer (an idle loop reads 10.2 ms
  // at p50), so the delay is what exceeds the timer's interval.
  const ms = (ns) => Math.round(Math.max(0, ns / 1e6 - resolutionMs) * 100) / 100;
  process.on('message', (message) => {
    if (message === 'probe:reset') {
      histogram.reset();
      process.send({ type: 'probe:reset' });
    } else if (message === 'probe:report') {
      process.send({
        type: 'probe:report',
        eventLoopDelay: {
          p50: ms(histogram.percentile(50)),
          p99: ms(histogram.percentile(99)),
          max: ms(histogram.max),
        },
        rss: process.memoryUsage().rss,
        heapUsed: process.memoryUsage().heapUsed,
      });
    }
  });
  // The IPC channel must not keep a server alive that was asked to stop.
  process.channel?.unref();
}
