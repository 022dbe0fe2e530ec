/** The example of Help & Format: two texts, one with a transliteration, in the batch-import shape. */
export function batchExample(categoryId: number, deityId: number | null): string {
  const texts = [
    {
      title: 'Om Jai Jagdish Hare',
      slug: 'om-jai-jagdish-hare',
      categoryId,
      deityId,
      description: 'The aarti of Lord Vishnu sung in homes and temples.',
      author: 'Pandit Shardha Ram Phillauri',
      isPopular: true,
      alternativeTitles: ['Jagdish Ji Ki Aarti'],
      keywords: ['evening aarti'],
      contents: [
        {
          languageCode: 'hi',
          content: 'ॐ जय जगदीश हरे, स्वामी जय जगदीश हरे ।\nभक्त जनों के संकट, दास जनों के संकट,\nक्षण में दूर करे ॥',
        },
        {
          languageCode: 'en',
          content:
            'Om jai jagadisha hare, svami jai jagadisha hare.\nBhakta janon ke sankat, das janon ke sankat,\nkshan mein door kare.',
          isTransliteration: true,
        },
      ],
    },
    {
      title: 'Gayatri Mantra',
      slug: 'gayatri-mantra-example',
      categoryId,
      contents: [
        { languageCode: 'sa', content: 'ॐ भूर्भुवः स्वः ।\nतत्सवितुर्वरेण्यं भर्गो देवस्य धीमहि ।\nधियो यो नः प्रचोदयात् ॥' },
      ],
    },
  ];
  return JSON.stringify(texts, null, 2);
}
