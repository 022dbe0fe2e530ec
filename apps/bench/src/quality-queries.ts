/**
 * What devotees type, in six styles, and the texts (by slug, from the shared corpus) each
 * query should find. The queries are ours; the texts stay in the corpus (BHAKTI_CORPUS_DIR).
 */
export const QUERY_STYLES = [
  'title',
  'loose spelling',
  'native script',
  'first line',
  'part or other name',
  'typo',
] as const;
export type QueryStyle = (typeof QUERY_STYLES)[number];

export interface QualityQuery {
  style: QueryStyle;
  query: string;
  expected: readonly string[];
}

const HANUMAN_TEXTS = [
  'hanuman-chalisa',
  'sankat-mochan-hanuman-ashtak',
  'aarti-kije-hanuman-lala-ki',
  'manojavam-maruta-tulya-vegam',
  'bhimrupi-maharudra-maruti-stotra',
  'satrane-uddane-hanuman-aarti',
];

const SHIVA_TEXTS = [
  'shiv-chalisa',
  'om-jai-shiv-omkara',
  'mahamrityunjaya-mantra',
  'karpura-gauram',
  'shiva-tandava-stotram',
  'lingashtakam',
  'shiva-panchakshara-stotram',
  'kalabhairava-ashtakam',
  'nirvana-shatakam',
  'lavthavti-vikrala',
];

const q = (style: QueryStyle, query: string, ...expected: string[]): QualityQuery => ({ style, query, expected });

export const QUALITY_QUERIES: readonly QualityQuery[] = [
  q('title', 'hanuman chalisa', 'hanuman-chalisa'),
  q('title', 'shiv chalisa', 'shiv-chalisa'),
  q('title', 'durga chalisa', 'durga-chalisa'),
  q('title', 'om jai jagdish hare', 'om-jai-jagdish-hare'),
  q('title', 'gayatri mantra', 'gayatri-mantra'),
  q('title', 'shiva tandava stotram', 'shiva-tandava-stotram'),
  q('title', 'vishnu sahasranama', 'vishnu-sahasranama'),
  q('title', 'aditya hridayam', 'aditya-hridayam'),
  q('title', 'bhaja govindam', 'bhaja-govindam'),
  q('title', 'lingashtakam', 'lingashtakam'),
  q('title', 'aarti kunj bihari ki', 'aarti-kunj-bihari-ki'),
  q('title', 'sukhkarta dukhharta', 'sukhkarta-dukhharta'),

  q('loose spelling', 'hanumaan chaalisa', 'hanuman-chalisa'),
  q('loose spelling', 'shree ganesh chaleesa', 'ganesh-chalisa'),
  q('loose spelling', 'om jay jagadish hare', 'om-jai-jagdish-hare'),
  q('loose spelling', 'mahamrutyunjay mantra', 'mahamrityunjaya-mantra'),
  q('loose spelling', 'karpoor gauram', 'karpura-gauram'),
  q('loose spelling', 'shantakaram bhujagshayanam', 'shantakaram-bhujagashayanam'),
  q('loose spelling', 'sarv mangal mangalye', 'sarva-mangala-mangalye'),
  q('loose spelling', 'sukhakarta dukhaharta', 'sukhkarta-dukhharta'),
  q('loose spelling', 'shri ramchandra kripaalu bhaj man', 'shri-ramchandra-kripalu-bhajman'),
  q('loose spelling', 'laxmi chalisa', 'lakshmi-chalisa'),
  q('loose spelling', 'shiva panchaakshar stotra', 'shiva-panchakshara-stotram'),
  q('loose spelling', 'jai ambey gauri', 'jai-ambe-gauri'),
  q('loose spelling', 'kanak dhara stotra', 'kanakadhara-stotram'),
  q('loose spelling', 'aarti kunjbihari ki', 'aarti-kunj-bihari-ki'),
  q('loose spelling', 'krushna ni begane baro', 'krishna-nee-begane-baro'),
  q('loose spelling', 'maha mrityunjaya mantra', 'mahamrityunjaya-mantra'),
  q('loose spelling', 'sukh karta dukh harta', 'sukhkarta-dukhharta'),
  q('loose spelling', 'linga ashtakam', 'lingashtakam'),
  q('loose spelling', 'kal bhairav ashtakam', 'kalabhairava-ashtakam'),

  q('native script', 'हनुमान चालीसा', 'hanuman-chalisa'),
  q('native script', 'शिव चालीसा', 'shiv-chalisa'),
  q('native script', 'ॐ जय जगदीश हरे', 'om-jai-jagdish-hare'),
  q('native script', 'गायत्री मंत्र', 'gayatri-mantra'),
  q('native script', 'महामृत्युंजय मंत्र', 'mahamrityunjaya-mantra'),
  q('native script', 'शिव तांडव स्तोत्र', 'shiva-tandava-stotram'),
  q('native script', 'सुखकर्ता दुःखहर्ता', 'sukhkarta-dukhharta'),
  q('native script', 'भज गोविन्दम्', 'bhaja-govindam'),
  q('native script', 'ಭಾಗ್ಯದ ಲಕ್ಷ್ಮೀ ಬಾರಮ್ಮ', 'bhagyada-lakshmi-baramma'),
  q('native script', 'চিন্তাময়ী তারা', 'chintamoyi-tara-tumi'),
  q('native script', 'மார்கழித் திங்கள்', 'tiruppavai'),
  q('native script', 'विठ्ठल आरती', 'yuge-atthavis-vitthal-aarti', 'yei-ho-vitthale'),
  q('native script', 'जटाटवीगलज्जल', 'shiva-tandava-stotram'),
  q('native script', 'सुखसदने शशिवदने', 'sukhasadane-amba-aarti'),

  q('first line', 'jai hanuman gyan gun sagar', 'hanuman-chalisa'),
  q('first line', 'shri guru charan saroj raj', 'hanuman-chalisa'),
  q('first line', 'om tryambakam yajamahe', 'mahamrityunjaya-mantra'),
  q('first line', 'om bhur bhuvah swaha', 'gayatri-mantra'),
  q('first line', 'vakratunda mahakaya surya koti samaprabha', 'vakratunda-mahakaya'),
  q('first line', 'manojavam maruta tulya vegam', 'manojavam-maruta-tulya-vegam'),
  q('first line', 'ya kundendu tushar har dhavala', 'ya-kundendu-saraswati-vandana'),
  q('first line', 'jatatavi galajjala pravaha', 'shiva-tandava-stotram'),
  q('first line', 'om saha navavatu saha nau bhunaktu', 'om-saha-navavatu-shanti-mantra'),
  q('first line', 'adharam madhuram vadanam madhuram', 'madhurashtakam'),
  q('first line', 'nagendra haraya trilochanaya', 'shiva-panchakshara-stotram'),
  q('first line', 'brahma murari surarchita lingam', 'lingashtakam'),
  q('first line', 'achyutam keshavam krishna damodaram', 'achyutashtakam'),
  q('first line', 'jai ganesh jai ganesh jai ganesh deva', 'jai-ganesh-deva'),
  q('first line', 'bhimrupi maharudra vajra hanuman maruti', 'bhimrupi-maharudra-maruti-stotra'),
  q('first line', 'margazhi thingal madhi niraindha', 'tiruppavai'),

  q('part or other name', 'mrityunjay', 'mahamrityunjaya-mantra'),
  q('part or other name', 'bajrangbali', ...HANUMAN_TEXTS),
  q('part or other name', 'anjaneya', ...HANUMAN_TEXTS),
  q('part or other name', 'maruti stotra', 'bhimrupi-maharudra-maruti-stotra'),
  q('part or other name', 'sankat mochan', 'sankat-mochan-hanuman-ashtak'),
  q('part or other name', 'vitthal aarti', 'yuge-atthavis-vitthal-aarti', 'yei-ho-vitthale'),
  q('part or other name', 'datta aarti', 'trigunatmak-traimurti-datta-aarti'),
  q('part or other name', 'ganpati aarti', 'sukhkarta-dukhharta', 'jai-ganesh-deva'),
  q('part or other name', 'mahadev', ...SHIVA_TEXTS),
  q(
    'part or other name',
    'tulsidas',
    'hanuman-chalisa',
    'sankat-mochan-hanuman-ashtak',
    'shri-ramchandra-kripalu-bhajman',
  ),
  q(
    'part or other name',
    'ramprasad',
    'mon-re-krishi-kaj-jano-na',
    'jagat-janani-tumi-go-ma-tara',
    'chintamoyi-tara-tumi',
  ),
  q('part or other name', 'saraswati vandana', 'ya-kundendu-saraswati-vandana'),
  q('part or other name', 'shiv ji ki aarti', 'om-jai-shiv-omkara', 'lavthavti-vikrala'),
  q('part or other name', 'hanuman ji ki aarti', 'aarti-kije-hanuman-lala-ki', 'satrane-uddane-hanuman-aarti'),
  q('part or other name', 'lakshmi ji ki aarti', 'om-jai-lakshmi-mata', 'jai-mahalakshmi-aarti-marathi'),
  q('part or other name', 'atma shatakam', 'nirvana-shatakam'),
  q('part or other name', 'moha mudgara', 'bhaja-govindam'),
  q('part or other name', 'ram stuti kripalu', 'shri-ramchandra-kripalu-bhajman'),
  q('part or other name', 'kali maa tara', 'jagat-janani-tumi-go-ma-tara', 'chintamoyi-tara-tumi'),
  q('part or other name', 'purandara dasa', 'bhagyada-lakshmi-baramma', 'gajavadana-beduve', 'kallu-sakkare-kolliro'),

  q('typo', 'hanumn chalisa', 'hanuman-chalisa'),
  q('typo', 'gaytri mantra', 'gayatri-mantra'),
  q('typo', 'shiv tandav strotam', 'shiva-tandava-stotram'),
  q('typo', 'vishnu sahastranam', 'vishnu-sahasranama'),
  q('typo', 'lalitha sahasranamam', 'lalita-sahasranama'),
  q('typo', 'kanakdhara stotram', 'kanakadhara-stotram'),
  q('typo', 'aditya hrudayam', 'aditya-hridayam'),
  q('typo', 'nirvan shatkam', 'nirvana-shatakam'),
  q('typo', 'ganesha pancharatnam', 'ganesha-pancharatnam'),
  q('typo', 'kalbhairav ashtakam', 'kalabhairava-ashtakam'),
  q('typo', 'madhurashtkam', 'madhurashtakam'),
  q('typo', 'durge durgat bhari', 'durge-durghat-bhari'),
  q('typo', 'trigunatmak trimurti', 'trigunatmak-traimurti-datta-aarti'),
  q('typo', 'bhagyada laxmi baramma', 'bhagyada-lakshmi-baramma'),
];
