/**
 * The language a brief is written in, from its letters and its commonest words: the script tells
 * Devanagari, Tamil and Bengali apart (Marathi from Hindi by words only Marathi uses), and among
 * Latin-script briefs Spanish and French are told from English by their function words. Names
 * and prices in another script (a Hindi brief naming "Crumb & Co") do not change the answer: the
 * script with most letters wins.
 */

const SCRIPTS: [tag: string, letters: RegExp][] = [
  ['deva', /\p{Script=Devanagari}/gu],
  ['ta', /\p{Script=Tamil}/gu],
  ['bn', /\p{Script=Bengali}/gu],
  ['latin', /\p{Script=Latin}/gu],
];

/** Words Marathi writes often and Hindi does not. */
const MARATHI =
  /(?:^|[\s,.।])(?:आहे|आहेत|आणि|साठी|आमच्या|आमची|आमचा|करा|हवे|हवा|हवी|मध्ये|च्या|ची|चा|तुम्ही|तुमचा|तुमची|तुमचे|तुमच्या|कोणत्या|कोणत्याही|लगेच|नाही|येथे|इथे|\S+च्या)(?=$|[\s,.।])/gu;

const LATIN_WORDS: [tag: string, words: RegExp][] = [
  [
    'es',
    /\b(?:el|los|las|la|para|con|una|un|mi|mis|nuestro|nuestra|nuestros|página|sitio|tienda|precios|y|del|de|que|en|por|es|al|quiero|reservas|contacto|formulario)\b/giu,
  ],
  [
    'fr',
    /\b(?:le|les|la|un|une|en|pour|avec|notre|nos|ma|mon|mes|des|du|au|aux|sur|dans|est|je|veux|site|prix|et|de|que|réservation|contact|formulaire|nous|vous)\b/giu,
  ],
  [
    'en',
    /\b(?:the|for|with|and|a|an|our|my|page|website|site|shop|prices|of|to|in|contact|form|we|you)\b/giu,
  ],
];

/** Letters one of the two writes and the other does not ("chronomètre", "año"). */
const LATIN_LETTERS: Readonly<Record<string, RegExp>> = {
  es: /[ñ¿¡áíóú]/giu,
  fr: /[èêëçàâîôûœ]/giu,
};

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** A BCP 47 tag: en, hi, mr, ta, bn, es or fr. */
export function briefLanguage(brief: string): string {
  const [script] = SCRIPTS.map(([tag, letters]) => [tag, count(brief, letters)] as const)
    .filter(([, letters]) => letters > 0)
    .sort((a, b) => b[1] - a[1])[0] ?? ['latin'];
  if (script === 'deva') return count(brief, MARATHI) >= 2 ? 'mr' : 'hi';
  if (script !== 'latin') return script;
  // "Mon-Sat", "Mon to Fri": English's day, not French's "mon".
  const words = brief.replace(/\bmon(?=\s*[-–—/,&]|\s+(?:to|till|until|thru|through)\b)/gi, ' ');
  const scores = LATIN_WORDS.map(
    ([tag, pattern]) =>
      [
        tag,
        count(words, pattern) + (LATIN_LETTERS[tag] ? count(words, LATIN_LETTERS[tag]) : 0),
      ] as const,
  );
  const english = scores.find(([tag]) => tag === 'en')?.[1] ?? 0;
  const [best, most] = scores.filter(([tag]) => tag !== 'en').sort((a, b) => b[1] - a[1])[0] ?? [
    'en',
    0,
  ];
  return most > english ? best : 'en';
}
