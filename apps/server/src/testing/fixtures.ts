import { loadLibrary, type AppDeps } from '@bhakti/api';

const fixtureLibrary = {
  categories: [
    { name: 'Aartis', slug: 'aartis', type: 'aarti', description: 'Hymns sung with the waving of lights.' },
    { name: 'Chalisas', slug: 'chalisas', type: 'chalisa', description: 'Forty verses.' },
    { name: 'Mantras', slug: 'mantras', type: 'mantra', description: null },
    { name: 'Stotrams', slug: 'stotrams', type: 'stotram', description: 'Hymns of praise.' },
  ],
  deities: [
    { name: 'Hanuman', slug: 'hanuman', description: 'Son of Anjana.', imageUrl: '/images/deities/hanuman.jpeg' },
    { name: 'Ganesha', slug: 'ganesha', description: null, imageUrl: null },
    { name: 'Shiva', slug: 'shiva', description: 'Mahadev.', imageUrl: null },
  ],
  texts: [
    {
      title: 'Hanuman Chalisa',
      slug: 'hanuman-chalisa',
      categorySlug: 'chalisas',
      deitySlug: 'hanuman',
      description: 'Forty verses in praise of Hanuman.',
      author: 'Goswami Tulsidas',
      isPopular: true,
      contents: [
        {
          languageCode: 'hi',
          content: 'जय हनुमान ज्ञान गुन सागर ।\nजय कपीस तिहुँ लोक उजागर ॥\n\nराम दूत अतुलित बल धामा ।\nअंजनिपुत्र पवनसुत नामा ॥',
        },
        {
          languageCode: 'en',
          content: 'Jai Hanuman gyan gun sagar\nJai kapis tihun lok ujagar',
          isTransliteration: true,
        },
      ],
    },
    {
      title: 'Shiv Chalisa',
      slug: 'shiv-chalisa',
      categorySlug: 'chalisas',
      deitySlug: 'shiva',
      description: null,
      author: null,
      isPopular: true,
      contents: [{ languageCode: 'hi', content: '\n\n  जय गिरिजा पति दीन दयाला ।\nसदा करत सन्तन प्रतिपाला ॥' }],
    },
    {
      title: 'aarti kunj bihari ki',
      slug: 'aarti-kunj-bihari-ki',
      categorySlug: 'aartis',
      description: 'Aarti of Krishna.',
      contents: [{ languageCode: 'hi', content: 'आरती कुंजबिहारी की ।\nश्री गिरिधर कृष्ण मुरारी की ॥' }],
    },
    {
      title: 'Gayatri Mantra',
      slug: 'gayatri-mantra',
      categorySlug: 'mantras',
      description: 'The Savitri mantra.',
      isPopular: true,
      contents: [
        { languageCode: 'sa', content: 'ॐ भूर्भुवः स्वः ।\nतत्सवितुर्वरेण्यं भर्गो देवस्य धीमहि ।\nधियो यो नः प्रचोदयात् ॥' },
        { languageCode: 'te', content: 'ఓం భూర్భువః స్వః ।\nతత్సవితుర్వరేణ్యం' },
        { languageCode: 'ta', content: 'ஓம் பூர்புவ​: ஸ்வ​:' },
        { languageCode: 'kn', content: 'ಓಂ ಭೂರ್ಭುವಃ ಸ್ವಃ' },
        { languageCode: 'ml', content: 'ഓം ഭൂർഭുവഃ സ്വഃ' },
        { languageCode: 'en', content: 'Om bhur bhuvah svah', isTransliteration: true },
      ],
    },
    {
      title: 'Jai Ganesh Deva',
      slug: 'jai-ganesh-deva',
      categorySlug: 'aartis',
      deitySlug: 'ganesha',
      contents: [{ languageCode: 'hi', content: 'जय गणेश जय गणेश जय गणेश देवा ।\nमाता जाकी पार्वती पिता महादेवा ॥' }],
    },
  ],
};

export async function loadFixtures(deps: Pick<AppDeps, 'database' | 'search'>) {
  return loadLibrary(deps.database, deps.search, fixtureLibrary);
}
