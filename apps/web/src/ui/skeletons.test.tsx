import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Skeleton as MantineSkeleton } from '@mantine/core';
import { MantineScope } from './mantine-scope.js';
import { CardGridSkeleton, LinesSkeleton, Skeleton } from './skeletons.js';

describe('the skeleton bars', () => {
  // Every bar the card grid and the reading page draw.
  const bars = [
    { height: 24, width: '70%', mb: 'sm' },
    { height: 18, width: 80, radius: 'xl', mb: 'md' },
    { height: 14, mb: 8 },
    { height: 14, width: '85%', mb: 'md' },
    { height: 36, width: 140 },
    { height: 18, mb: 14, width: '92%', 'aria-hidden': 'true' },
  ] as const;

  it.each(bars)('are what Mantine’s Skeleton renders (%o)', (props) => {
    const mantine = renderToStaticMarkup(
      <MantineScope>
        <MantineSkeleton {...props} />
      </MantineScope>,
    );
    expect(renderToStaticMarkup(<Skeleton {...props} />)).toBe(mantine);
  });

  it('fill the card grid and the lines of a text', () => {
    const cards = renderToStaticMarkup(<CardGridSkeleton label="Loading texts" count={2} />);
    expect(cards.match(/mantine-Skeleton-root/g)).toHaveLength(10);
    const lines = renderToStaticMarkup(<LinesSkeleton label="Loading text" />);
    expect(lines).toContain('role="status" aria-label="Loading text"');
    expect(lines.match(/--skeleton-width:(\d+)%/g)).toEqual([
      '--skeleton-width:92%',
      '--skeleton-width:78%',
      '--skeleton-width:88%',
      '--skeleton-width:70%',
      '--skeleton-width:84%',
    ]);
  });
});
