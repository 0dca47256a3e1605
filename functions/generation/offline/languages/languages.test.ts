import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { validatePage } from '../../page/validate-page';
import { offlinePage } from '../../../../testing/fixtures/generation/offline-page';
import { parsedPage } from '../../../../testing/fixtures/generation/parsed-page';
import { briefLanguage, phrasebookFor } from './index';
import { untranslatedIn } from './tool-book';
import { toolById, toolsAskedIn } from '../../catalogue/tools';
import { SPANISH } from './spanish';

/** What a visitor reads: the text outside scripts and styles, and the form's labels. */
function visibleText(html: string): string {
  const document = parsedPage(html);
  document.querySelectorAll('script, style').forEach((element) => element.remove());
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const TAILOR =
  "जयपुर में हमारी सिलाई की दुकान 'रंगरेज़ टेलर्स' के लिए वेबसाइट बनाइए। सेवाएँ: ब्लाउज़ सिलाई ₹450, कुर्ता सिलाई ₹600, शेरवानी ₹2500, अल्टरेशन ₹150 से। फ़ोन: 98290 12345। संपर्क फ़ॉर्म भी चाहिए।";

describe('the language of a brief', () => {
  it.each([
    [TAILOR, 'hi'],
    ['मेरे योग स्टूडियो के लिए एक वेबसाइट चाहिए, कक्षाओं का समय और संपर्क फ़ॉर्म के साथ', 'hi'],
    ['पुण्यातील आमच्या बेकरीसाठी वेबसाइट हवी आहे, केक आणि पाव यांच्या किमती सोबत', 'mr'],
    ['சென்னையில் உள்ள எங்கள் பேக்கரிக்கு ஒரு இணையதளம் வேண்டும்', 'ta'],
    ['কলকাতায় আমাদের মিষ্টির দোকানের জন্য একটি ওয়েবসাইট চাই', 'bn'],
    [
      'Una página para nuestra panadería en Madrid con los precios y un formulario de contacto',
      'es',
    ],
    ['Un site pour notre boulangerie à Lyon avec les prix et un formulaire de contact', 'fr'],
    ["A website for my tailoring shop 'रंगरेज़ टेलर्स' in Jaipur with prices and a contact form", 'en'],
    ['a landing page for la dolce vita gelato in Pune', 'en'],
    // A word English shares with French is no French: a boutique is a shop in both.
    ['ladies tailoring boutique - Kavya Boutique, Indore', 'en'],
    ['Meera Boutique, designer blouses', 'en'],
    ['un minuteur pour la cuisine', 'fr'],
    ['un chronomètre', 'fr'],
    ['una calculadora de IMC', 'es'],
    ['lista de tareas', 'es'],
    ['un chronomètre en ligne', 'fr'],
    ['कोणत्याही संख्येची टक्केवारी, तुम्ही लिहिताच लगेच.', 'mr'],
  ])('%s → %s', (brief, language) => {
    expect(briefLanguage(brief)).toBe(language);
  });
});

describe('a template page for a brief in Hindi', () => {
  it('is written in Hindi, with lang="hi", the items and prices given, and the contact form', async () => {
    const { plan, html } = await offlinePage(TAILOR);

    expect(plan.language).toBe('hi');
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="hi"/);
    const text = visibleText(html);
    const document = parsedPage(html);
    const cards = [...document.querySelectorAll('#prices li')].map((card) => [
      card.querySelector('h3')?.textContent,
      card.querySelector('p')?.textContent?.trim(),
    ]);
    expect(cards).toEqual([
      ['ब्लाउज़ सिलाई', '₹450'],
      ['कुर्ता सिलाई', '₹600'],
      ['शेरवानी', '₹2,500'],
      ['अल्टरेशन', '₹150 से शुरू'],
    ]);
    expect(text).toContain('रंगरेज़ टेलर्स');
    expect(text).toContain('जयपुर');
    expect(text).toContain('98290 12345');
    expect(text).toContain('संपर्क करें');
    expect([...document.querySelectorAll('form label')].map((label) => label.textContent)).toEqual([
      'नाम',
      'ईमेल',
      'संदेश',
    ]);
    // Nothing of the page is in English: the only Latin letters would be a name or address given.
    expect(text).not.toMatch(/[A-Za-z]{3,}/);
    expect(await validatePage(html)).toEqual([]);
  });

  it('invents nothing: with no prices given there is no price, and no email it was not given', async () => {
    const { html } = await offlinePage(
      "दिल्ली में मेरे योग स्टूडियो 'शांति योग' के लिए वेबसाइट बनाइए। फ़ोन 98100 45678 पर संपर्क करें।",
    );

    const text = visibleText(html);
    expect(html).toMatch(/<html lang="hi"/);
    expect(text).toContain('शांति योग');
    expect(text).toContain('98100 45678');
    expect(text).not.toMatch(/₹|\d{2,}\s*(?:साल|वर्ष)|@/);
    expect(text).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('names every service the brief lists without a price, and its hours as it gives them', async () => {
    const { html } = await offlinePage(
      "दिल्ली में मेरे ब्यूटी पार्लर 'सुंदरी' के लिए वेबसाइट बनाइए। सेवाएँ: फेशियल, हेयर कट, मेहंदी और ब्राइडल मेकअप। समय: सुबह 10:00 से शाम 8:00। फ़ोन: 98110 22334",
    );

    const document = parsedPage(html);
    expect([...document.querySelectorAll('#services h3')].map((name) => name.textContent)).toEqual([
      'फेशियल',
      'हेयर कट',
      'मेहंदी',
      'ब्राइडल मेकअप',
    ]);
    expect(document.querySelector('#services')?.textContent).not.toMatch(/\d/);
    expect(document.querySelector('#hours h2')?.textContent).toBe('खुलने का समय');
    expect(
      [...document.querySelectorAll('#hours th, #hours td')].map((cell) => cell.textContent),
    ).toEqual(['समय', 'सुबह 10:00 से शाम 8:00']);
    expect(document.querySelector('#contact')?.textContent).toContain('98110 22334');
    expect(await validatePage(html)).toEqual([]);
  });

  it('lists a kitchen’s dishes as its menu, and its hours as the brief writes them or asks for', async () => {
    const dhaba = await offlinePage(
      'इंदौर में हमारा ढाबा "शर्मा भोजनालय"। थाली ₹150, पराठा ₹40। मेन्यू और खुलने का समय सुबह 11 से रात 11 बजे तक',
    );
    const page = parsedPage(dhaba.html);
    expect(dhaba.plan.sections.map((section) => section.kind)).toEqual([
      'hero',
      'menu',
      'hours',
      'contact',
    ]);
    expect(page.querySelector('[data-kind="menu"] h2')?.textContent).toBe('मेन्यू');
    expect(page.querySelector('#hero .button, #hero a')?.textContent).toBe('मेन्यू देखें');
    expect(
      [...page.querySelectorAll('[data-kind="menu"] [data-item]')].map((dish) => dish.textContent),
    ).toEqual(['थाली₹150', 'पराठा₹40']);
    expect(page.querySelector('#hours tr')?.textContent).toBe('खुलने का समयसुबह 11 से रात 11 बजे तक');
    expect(page.querySelector('#hours')?.textContent).not.toContain('मेन्यू और');
    expect(await validatePage(dhaba.html)).toEqual([]);

    // Its words for hours, whole, then the hours as written, in any script's digits.
    const sweets = parsedPage(
      (await offlinePage('ঢাকুরিয়ায় আমাদের দোকান "রায় মিষ্টি"। রসগোল্লা ₹12। খোলার সময় সকাল ৮টা থেকে রাত ৯টা'))
        .html,
    );
    expect(
      [...sweets.querySelectorAll('#hours th, #hours td')].map((cell) => cell.textContent),
    ).toEqual(['খোলার সময়', 'সকাল ৮টা থেকে রাত ৯টা']);
    expect(sweets.querySelector('#hours [data-item]')?.hasAttribute('data-sample')).toBe(false);

    // Hours asked for and not given: how to ask for them, in the brief's language, none made up.
    const mess = parsedPage(
      (
        await offlinePage(
          'மதுரையில் உள்ள "அம்மா மெஸ்" உணவகத்திற்கு இணையதளம். சாப்பாடு ₹120, பரோட்டா ₹40. மெனு மற்றும் நேரம் வேண்டும்',
        )
      ).html,
    );
    expect(mess.querySelector('[data-kind="menu"] h2')?.textContent).toBe('உணவுப் பட்டியல்');
    expect(mess.querySelector('#hours')?.textContent).toMatch(/அழைக்கவும்/);
    expect(mess.querySelector('#hours')?.textContent).not.toMatch(/\d/);
  });

  it('is called what the brief calls the business when it gives no name, not a made-up one', async () => {
    const { plan, html } = await offlinePage('मेरी बेकरी के लिए एक वेबसाइट बनाइए जिसमें संपर्क फ़ॉर्म हो');

    expect(plan.title).toBe('बेकरी');
    expect(visibleText(html)).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('says what its menu and form say in Hindi: the checks and the thanks', async () => {
    const { html } = await offlinePage(TAILOR);
    const { window } = new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true });
    const { document } = window;

    expect(document.querySelector('.nav-toggle')?.textContent).toBe('मेनू');
    const form = document.querySelector('form') as HTMLFormElement;
    form.querySelector<HTMLButtonElement>('[type=submit]')?.click();
    expect(document.getElementById('contact-name-error')?.textContent).toBe('कृपया अपना नाम भरें।');
    expect(form.querySelector('[role=status]')?.textContent).toBe('कृपया चिह्नित जगहें ठीक करें।');
    (document.getElementById('contact-name') as HTMLInputElement).value = 'आशा';
    (document.getElementById('contact-email') as HTMLInputElement).value = 'asha@example.com';
    (document.getElementById('contact-message') as HTMLTextAreaElement).value = 'नमस्ते';
    form.querySelector<HTMLButtonElement>('[type=submit]')?.click();
    expect(form.querySelector('[role=status]')?.textContent).toMatch(
      /^धन्यवाद, आशा! हम जल्द ही आपसे संपर्क करेंगे।/,
    );
    window.close();
  });

  it('gives the gallery, reviews and map it asks for in English, marked and named on the page', async () => {
    const { plan, html } = await offlinePage(
      `${TAILOR} फ़ोटो गैलरी, ग्राहकों की राय और नक्शा भी चाहिए।`,
    );

    const document = parsedPage(html);
    const english = [...document.querySelectorAll('section[lang="en"]')].map((section) =>
      section.getAttribute('data-kind'),
    );
    expect(english).toEqual(['gallery', 'map', 'testimonials']);
    // Everything else stays the brief's: the hero, the prices and the contact form.
    expect(
      [...document.querySelectorAll('section:not([lang])')].map((s) => s.getAttribute('data-kind')),
    ).toEqual(['hero', 'pricing', 'contact']);
    const headings = plan.sections
      .filter((section) => english.includes(section.kind))
      .map((section) => section.heading);
    expect(document.querySelector('.language-note')?.textContent).toBe(
      `ये हिस्से अभी अंग्रेज़ी में हैं: ${headings.join(', ')}।`,
    );
    expect(document.querySelectorAll('#site-nav a[lang="en"]')).toHaveLength(3);
    expect(plan.checklist.map((item) => [item.kind, item.asked])).toEqual(
      expect.arrayContaining([
        ['gallery', 'फ़ोटो'],
        ['map', 'नक्शा'],
        ['testimonials', 'ग्राहकों की राय'],
      ]),
    );
    expect(await validatePage(html)).toEqual([]);
  });

  it('names no part in English when the brief asks only for what the phrasebook writes', async () => {
    const { html } = await offlinePage(TAILOR);

    expect(html).not.toContain('lang="en"');
    expect(html).not.toContain('language-note');
  });

  it('leaves an English brief in English', async () => {
    const { plan, html } = await offlinePage(
      "A website for my tailoring shop 'Rangrez Tailors' in Jaipur. Blouse stitching ₹450, kurta ₹600. A contact form.",
    );

    expect(plan.language).toBe('en');
    expect(html).toMatch(/<html lang="en"/);
    expect(visibleText(html)).toContain('Skip to content');
  });
});

describe('template pages in the other languages the templates write', () => {
  it.each([
    [
      'mr',
      "पुण्यातील आमच्या बेकरी 'गोड घर' साठी वेबसाइट हवी आहे. केक ₹500 पासून, पाव ₹40. फोन 98220 11223. संपर्क फॉर्म हवा आहे.",
      'गोड घर',
      [
        ['केक', '₹500 पासून'],
        ['पाव', '₹40'],
      ],
      'संदेश पाठवा',
      'पुणे येथे केक आणि पाव.',
    ],
    [
      'ta',
      "சென்னையில் உள்ள எங்கள் தையல் கடை 'அழகு டெய்லர்ஸ்' க்கு ஒரு இணையதளம் வேண்டும். சட்டை தைத்தல் ₹350, ரவிக்கை ₹450 முதல். தொலைபேசி 98400 12345.",
      'அழகு டெய்லர்ஸ்',
      [
        ['சட்டை தைத்தல்', '₹350'],
        ['ரவிக்கை', '₹450 முதல்'],
      ],
      'செய்தியை அனுப்பு',
      'சென்னை. சட்டை தைத்தல் மற்றும் ரவிக்கை.',
    ],
    [
      'bn',
      "কলকাতায় আমাদের মিষ্টির দোকান 'মধুর মিষ্টি' এর জন্য একটি ওয়েবসাইট চাই। রসগোল্লা ₹20, সন্দেশ ₹25, মিষ্টি দই ₹80 থেকে। ফোন 98300 12345।",
      'মধুর মিষ্টি',
      [
        ['রসগোল্লা', '₹20'],
        ['সন্দেশ', '₹25'],
        ['মিষ্টি দই', '₹80 থেকে শুরু'],
      ],
      'বার্তা পাঠান',
      'কলকাতা। রসগোল্লা, সন্দেশ ও মিষ্টি দই।',
    ],
    [
      'es',
      "Una página para nuestra peluquería 'Corte Fino' en Sevilla. Servicios: corte de pelo 15 €, tinte desde 40 €, peinado de novia 120 €. Y un formulario de contacto.",
      'Corte Fino',
      [
        ['corte de pelo', '15 €'],
        ['tinte', '40 € en adelante'],
        ['peinado de novia', '120 €'],
      ],
      'Enviar mensaje',
      'En Sevilla. Corte de pelo, tinte y peinado de novia.',
    ],
    [
      'fr',
      "Un site pour ma boulangerie 'Le Pain Doré' à Lyon. Baguette 1,20 €, croissant 1,50 €, gâteau d'anniversaire à partir de 25 €. Téléphone 04 78 12 34 56, contact@paindore.fr",
      'Le Pain Doré',
      [
        ['Baguette', '1,20 €'],
        ['croissant', '1,50 €'],
        ["gâteau d'anniversaire", '25 € et plus'],
      ],
      'Envoyer le message',
      "À Lyon. Baguette, croissant et gâteau d'anniversaire.",
    ],
  ])(
    '%s: the page is in it, with the items and prices given',
    async (tag, brief, name, items, send, lead) => {
      const { plan, html } = await offlinePage(brief);

      expect(plan.language).toBe(tag);
      expect(html).toMatch(new RegExp(`<html lang="${tag}"`));
      expect(plan.title).toBe(name);
      const document = parsedPage(html);
      const cards = [...document.querySelectorAll('#prices li')].map((card) => [
        card.querySelector('h3')?.textContent,
        card.querySelector('p')?.textContent?.replace(/\s+/g, ' ').trim(),
      ]);
      expect(cards).toEqual(items);
      expect(document.querySelector('form [type=submit]')?.textContent).toBe(send);
      expect(document.querySelector('.hero .lead')?.textContent).toBe(lead);
      const text = visibleText(html);
      for (const english of ['Skip to content', 'Send message', 'Choose', 'We will be in touch']) {
        expect(text).not.toContain(english);
      }
      expect(await validatePage(html)).toEqual([]);
    },
  );
});

describe('a tool asked for in another language', () => {
  it.each([
    ['मुझे एक बीएमआई कैलकुलेटर चाहिए', 'hi', 'bmi'],
    ['मला स्टॉपवॉच हवे आहे', 'mr', 'stopwatch'],
    ['ஒரு BMI கால்குலேட்டர்', 'ta', 'bmi'],
    ['একটি টু-ডু লিস্ট অ্যাপ', 'bn', 'todo'],
    ['una calculadora de IMC', 'es', 'bmi'],
    ['un minuteur pour la cuisine', 'fr', 'timer'],
  ])(
    '%s: the tool, working, with every word of it in the language (%s)',
    async (brief, tag, tool) => {
      const { plan, html } = await offlinePage(brief);

      expect(plan.language).toBe(tag);
      expect(plan.sections.map((section) => section.id)).toEqual([tool]);
      const document = parsedPage(html);
      expect(document.documentElement.lang).toBe(tag);
      expect(
        document.querySelector(`[data-tool="${tool}"], #${tool} [data-widget]`),
      ).not.toBeNull();
      expect(document.querySelector('[lang="en"]')).toBeNull();
      const text = visibleText(html);
      expect(briefLanguage(text)).toBe(tag);
      // Units and abbreviations aside, no English word is left.
      expect(text.replace(/\b(?:kg|cm|BMI|min)\b/g, '')).not.toMatch(
        tag === 'es' || tag === 'fr'
          ? /\b(?:the|and|your|Start|Reset|Add|Search)\b/
          : /[A-Za-z]{3,}/,
      );
      expect(await validatePage(html)).toEqual([]);
    },
  );

  it('shows its worded results and its list in the language, from the page’s own words', async () => {
    const bmi = new JSDOM((await offlinePage('मुझे एक बीएमआई कैलकुलेटर चाहिए')).html, {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
    }).window.document;
    expect(bmi.querySelector('[data-output="category"]')?.textContent).toBe('स्वस्थ वज़न');

    const { window } = new JSDOM((await offlinePage('lista de tareas')).html, {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
    });
    const { document } = window;
    const input = document.querySelector<HTMLInputElement>('[data-text-input]');
    if (!input) throw new Error('no list to add to');
    input.value = 'Comprar pan';
    document.querySelector<HTMLFormElement>('[data-add]')?.requestSubmit();
    expect(document.querySelector('[data-list] li')?.textContent).toContain('Comprar pan');
    expect(document.querySelector('[data-list] li button')?.textContent).toBe(
      SPANISH.tools.text.Delete,
    );
  });

  it('a tool the language has no words for stays in English, marked, and the page says so', async () => {
    const { plan, html } = await offlinePage('मेरे लिए flashcards वाला एक ऐप बनाइए');

    expect(plan.language).toBe('hi');
    const document = parsedPage(html);
    const tool = document.querySelector('section[data-kind="tool"]');
    expect(tool?.getAttribute('lang')).toBe('en');
    expect(tool?.querySelector('[data-widget="flashcards"]')).not.toBeNull();
    const note = document.querySelector('.language-note');
    expect(note?.getAttribute('lang')).toBe('hi');
    expect(note?.textContent).toContain('Flashcards');
  });

  it('a business site that has a tool is still the business’s site', async () => {
    const { plan } = await offlinePage(
      "Un site web pour ma salle de sport 'Forme Plus' à Lyon, avec un calculateur d'IMC. Abonnement 30 €.",
    );

    expect(plan.language).toBe('fr');
    expect(plan.sections.map((section) => section.kind)).toContain('contact');
  });
});

describe('every tool the Hindi book names', () => {
  // Every word of its markup goes through the book: a control word it is not told about would
  // stay English here.
  it.each(Object.entries(phrasebookFor('hi')?.tools.asks ?? {}))(
    '%s is built in Hindi, with no English word left',
    async (id, phrases) => {
      const { plan, html } = await offlinePage(phrases[0] ?? '');

      expect(plan.sections.map((section) => section.id)).toEqual([id]);
      // Units and abbreviations aside (the "1 min" buttons run together in the text: "1 min5 min").
      const units = /(?<![A-Za-z])(?:kg|cm|BMI|EMI|min)(?![a-z])/g;
      expect(visibleText(html).replace(units, '')).not.toMatch(/[A-Za-z]{3,}/);
    },
  );
});

describe('the words each language has for the tools', () => {
  it.each(['hi', 'mr', 'ta', 'bn', 'es', 'fr'])(
    '%s: every tool it is asked for by name is translated whole, and its names find it',
    (tag) => {
      const book = phrasebookFor(tag)?.tools;
      if (!book) throw new Error(`no phrasebook for ${tag}`);
      for (const [id, phrases] of Object.entries(book.asks)) {
        const tool = toolById(id);
        expect(tool?.id).toBe(id);
        if (tool) expect(untranslatedIn(tool, book)).toEqual([]);
        for (const phrase of phrases) expect(toolsAskedIn(phrase, book.asks)[0]?.id).toBe(id);
      }
    },
  );
});
