import { describe, expect, it } from 'vitest';
import { createLayer } from './layer.ts';
import { packRegions, unpackRegions, unpackRegionsInSteps } from './region-pack.ts';
import { labelRegions } from './regions.ts';
import { drawRing, drawSegment } from './test-fixtures.ts';

describe('unpacking a region file in steps', () => {
  const lines = createLayer(120, 90);
  drawRing(lines, 40, 45, 25, 3, 2);
  drawSegment(lines, 70, 10, 110, 80, 2, 1.5);
  const packed = packRegions(lines, labelRegions(lines), new Uint8Array(8));

  it('gives the same line layer and regions as unpacking at once, pausing between its steps', async () => {
    let pauses = 0;
    const stepped = await unpackRegionsInSteps(packed, async () => void pauses++);
    expect(stepped).toEqual(unpackRegions(packed));
    expect(pauses).toBeGreaterThanOrEqual(2);
  });

  it('refuses a broken file before doing any work', async () => {
    let pauses = 0;
    await expect(unpackRegionsInSteps(packed.subarray(0, 100), async () => void pauses++)).rejects.toThrow();
    expect(pauses).toBe(0);
  });
});
