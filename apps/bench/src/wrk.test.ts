import { describe, expect, it } from 'vitest';
import { parseWrk, parseWrkPaths } from './wrk.js';

const OUTPUT = `Running 5s test @ http://127.0.0.1:3000/api/texts
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.20ms  310.00us   9.10ms   91.00%
    Req/Sec    41.20k     1.10k   43.00k    80.00%
  Latency Distribution
     50%    1.15ms
     75%    1.30ms
     90%    1.50ms
     99%    2.40ms
  205000 requests in 5.00s, 1.20GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 17
Requests/sec:  40998.12
Transfer/sec:    245.10MB
`;

describe('parseWrk', () => {
  it("reads wrk's rate, percentiles, socket errors and refused answers", () => {
    expect(parseWrk(OUTPUT)).toEqual({
      requestsPerSecond: 40998.12,
      requests: 205000,
      p50Ms: 1.15,
      p99Ms: 2.4,
      errors: 3,
      non2xx: 17,
    });
    expect(parseWrk(OUTPUT.replace('99%    2.40ms', '99%  850.00us')).p99Ms).toBeCloseTo(0.85);
  });
});

describe('parseWrkPaths', () => {
  it('reads what the path list script prints after the run', () => {
    const output = `${OUTPUT}paths: sent 205050 of 300000, non-200 17, 503 12\nlatency us: p50 1150 p90 1500 p95 1800 p99 2400 max 9100\n`;
    expect(parseWrkPaths(output)).toEqual({
      requestsPerSecond: 40998.12,
      requests: 205000,
      sent: 205050,
      listed: 300000,
      non200: 17,
      shed: 12,
      socketErrors: 3,
      p50Ms: 1.15,
      p90Ms: 1.5,
      p95Ms: 1.8,
      p99Ms: 2.4,
      maxMs: 9.1,
    });
  });
});
