import { describe, expect, it } from 'vitest';
import { cpuMsOfStat, processCpuMs } from './process-cpu.js';

describe('cpuMsOfStat', () => {
  it('adds user and system time, whatever the process is called', () => {
    const stat = '4242 (node main) S 1 4242 4242 0 -1 4194304 1500 0 0 0 250 75 0 0 20 0 11 0 100 0 0';
    expect(cpuMsOfStat(stat, 100)).toBe(3250);
    expect(cpuMsOfStat(stat.replace('(node main)', '(a) b)'), 100)).toBe(3250);
  });
});

describe('processCpuMs', () => {
  it("grows with this process's own work", () => {
    const before = processCpuMs(process.pid);
    const until = performance.now() + 200;
    while (performance.now() < until);
    expect(processCpuMs(process.pid) - before).toBeGreaterThanOrEqual(100);
  });
});
