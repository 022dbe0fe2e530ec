import { describe, expect, it } from 'vitest';
import { splitLineEnd } from './verse-lines.js';

describe('splitLineEnd', () => {
  it('keeps the last word with the dandas and the verse number after it', () => {
    expect(splitLineEnd('बरनउँ रघुबर बिमल जसु जो दायकु फल चारि ॥ १ ॥')).toEqual([
      'बरनउँ रघुबर बिमल जसु जो दायकु फल ',
      'चारि ॥ १ ॥',
    ]);
    expect(splitLineEnd('श्रीगुरु चरन सरोज रज निज मनु मुकुरु सुधारि ।')).toEqual(['श्रीगुरु चरन सरोज रज निज मनु मुकुरु ', 'सुधारि ।']);
    expect(splitLineEnd('Jai Hanuman gyan gun sagar || 1 ||')).toEqual(['Jai Hanuman gyan gun ', 'sagar || 1 ||']);
    expect(splitLineEnd('ஓம் நம: சிவாய ॥ ௧௩॥')).toEqual(['ஓம் நம: ', 'சிவாய ॥ ௧௩॥']);
  });

  it('leaves lines without dandas or numbers, and one-word lines, whole', () => {
    expect(splitLineEnd('Jai Hanuman gyan gun sagar')).toEqual(['Jai Hanuman gyan gun sagar', '']);
    expect(splitLineEnd('॥ दोहा ॥')).toEqual(['॥ ', 'दोहा ॥']);
    expect(splitLineEnd('नमः॥')).toEqual(['नमः॥', '']);
  });
});

describe('splitLineEnd, matched from the last word only', () => {
  /** The same pattern tried from every position of the line, as it was first written. */
  const everyPosition = (line: string): [string, string] => {
    const match = /(\S+[\s।॥|.\p{Nd}]*[।॥|\p{Nd}][\s।॥|.\p{Nd}]*)$/u.exec(line);
    return !match || match.index === 0 ? [line, ''] : [line.slice(0, match.index), match[1] ?? ''];
  };
  const lines = [
    'बरनउँ रघुबर बिमल जसु जो दायकु फल चारि ॥ १ ॥',
    '  ॥ १ ॥',
    '॥ १ ॥',
    'जय ॥१॥ जय',
    'राम ।। राम ।। ',
    'om namah shivaya . 12 .',
    'a b. c 3',
    'वंदे 𑌗णपतिम् ॥',
    '',
    ' ',
    '।',
    'x ॥ y ॥ z ॥ 7',
    'Shri Ram\tJai Ram ||2||  ',
  ];

  it.each(lines)('splits %j as the pattern tried from every position does', (line) => {
    expect(splitLineEnd(line)).toEqual(everyPosition(line));
  });
});
