import type { Phrasebook } from './phrasebook';

const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} और ${items.at(-1)}`;

export const HINDI: Phrasebook = {
  tag: 'hi',
  headings: { services: 'हमारी सेवाएँ', prices: 'सेवाएँ और दाम', contact: 'संपर्क करें' },
  frame: { skipToContent: 'मुख्य सामग्री पर जाएँ', mainMenu: 'मुख्य', darkMode: 'डार्क मोड' },
  pricing: { askAbout: (item) => `${item} के बारे में पूछें`, from: 'से शुरू' },
  form: {
    name: 'नाम',
    email: 'ईमेल',
    message: 'संदेश',
    optional: '(वैकल्पिक)',
    send: 'संदेश भेजें',
    thanks: 'हम जल्द ही आपसे संपर्क करेंगे।',
  },
  cities: [
    'जयपुर',
    'दिल्ली',
    'नई दिल्ली',
    'मुंबई',
    'पुणे',
    'बेंगलुरु',
    'कोलकाता',
    'चेन्नई',
    'हैदराबाद',
    'लखनऊ',
    'अहमदाबाद',
    'भोपाल',
    'इंदौर',
    'पटना',
    'वाराणसी',
    'जोधपुर',
    'उदयपुर',
    'आगरा',
    'कानपुर',
    'नागपुर',
    'चंडीगढ़',
    'देहरादून',
    'रांची',
    'रायपुर',
    'सूरत',
  ],
  fromWords: /^(?:से|से शुरू|से आगे)$/u,
  ownThing:
    /(?:मेरी|मेरा|मेरे|हमारी|हमारा|हमारे)\s+((?:[^\s,।'"]+\s+){0,3}?[^\s,।'"]+)\s+(?:के\s+लिए|की\s+वेबसाइट|का\s+वेबसाइट)/u,
  untitled: 'स्वागत है',
  copy: {
    heroLine: (where, offers) =>
      [where ? `${where} में` : '', offers.length ? `${listed(offers.slice(0, 3))}।` : '']
        .filter(Boolean)
        .join(' ') || 'आपका स्वागत है।',
    heroAction: 'सेवाएँ देखें',
    pricesIntro: 'किसी सेवा के बारे में पूछना हो तो उसका बटन दबाएँ।',
    contactIntro: ({ phone, email }) =>
      [
        'अपना सवाल या ऑर्डर लिखें, हम आपसे संपर्क करेंगे।',
        phone ? `आप हमें ${phone} पर फ़ोन भी कर सकते हैं।` : '',
        email ? `या ${email} पर ईमेल करें।` : '',
      ]
        .filter(Boolean)
        .join(' '),
    tagline: (where) => (where ? `${where} में आपकी सेवा में` : 'आपकी सेवा में'),
    footer: (name) => `© ${name}`,
  },
  script: {
    menu: 'मेनू',
    fillIn: 'कृपया अपना {label} भरें।',
    tick: 'कृपया इस बॉक्स पर निशान लगाएँ।',
    chooseOne: 'कृपया एक चुनें।',
    validEmail: 'कृपया सही ईमेल पता लिखें।',
    validPhone: 'कृपया सही फ़ोन नंबर लिखें।',
    fixFields: 'कृपया चिह्नित जगहें ठीक करें।',
    thankYou: 'धन्यवाद!',
    thankYouName: 'धन्यवाद, {name}!',
    preview: '(यह पूर्वावलोकन है: साइट प्रकाशित होने के बाद यहाँ भेजा गया संदेश आप तक पहुँचेगा।)',
    sending: 'भेजा जा रहा है…',
    notSent: 'माफ़ कीजिए, यह भेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
    offline: 'यह भेजा नहीं जा सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  },
};
