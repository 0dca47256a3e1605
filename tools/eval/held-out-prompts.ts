import type { EvalPrompt } from './prompts';

/**
 * Prompts held out of tuning: the generator is never changed to pass one of these. `npm run eval
 * -- --held-out` builds them with the same checks and reports them apart, as a measure of how
 * the generator does on words it was not shaped on. Add to them; never edit one to make it pass.
 */
export const HELD_OUT_PROMPTS: EvalPrompt[] = [
  {
    id: 'ho-dentist-thane',
    site: 'clinic',
    prompt:
      'Site for Dr. Meera Joshi dental clinic in Thane. services list, clinic timings mon-sat 10am to 7pm, book appointment form, call 022 2534 7788',
    expect: [
      { asked: 'services list', kind: 'services' },
      { asked: 'clinic timings', kind: 'hours' },
      { asked: 'book appointment form', kind: 'appointment' },
    ],
    facts: ['Meera Joshi', 'Thane', '10am', '7pm', '022 2534 7788'],
  },
  {
    id: 'ho-tiffin',
    site: 'restaurant',
    prompt:
      'home tiffin service "Ghar Ka Khana" in Indore, weekly menu, monthly plans ₹2,400 and ₹3,600, whatsapp to order',
    expect: [
      { asked: 'weekly menu', kind: 'menu' },
      { asked: 'monthly plans', kind: 'pricing' },
      { asked: 'whatsapp', kind: 'social' },
    ],
    facts: ['Ghar Ka Khana', 'Indore', '₹2,400', '₹3,600'],
  },
  {
    id: 'ho-photographer',
    site: 'portfolio',
    prompt:
      'portfolio for a wedding photographer, Arjun Rao, gallery with filters for weddings / pre-wedding / portraits, packages, and an enquiry form',
    expect: [
      { asked: 'gallery', kind: 'gallery' },
      { asked: 'filters', kind: 'filters' },
      { asked: 'packages', kind: 'pricing' },
      { asked: 'enquiry form', kind: 'enquiry' },
    ],
    facts: ['Arjun Rao'],
  },
  {
    id: 'ho-saas-invoices',
    site: 'saas',
    prompt:
      'landing page for Billbee, invoicing for freelancers. features, pricing with monthly/yearly toggle (free, ₹299, ₹799), FAQ, signup',
    expect: [
      { asked: 'features', kind: 'features' },
      { asked: 'pricing', kind: 'pricing' },
      { asked: 'monthly/yearly toggle', kind: 'billing-toggle' },
      { asked: 'FAQ', kind: 'faq' },
    ],
    facts: ['Billbee', '₹299', '₹799'],
  },
  {
    id: 'ho-marathon',
    site: 'event',
    prompt:
      'Chennai Coastal Run 2027 on 14 Feb 2027 — 5k, 10k and half marathon categories, registration form, route map, countdown',
    expect: [
      { asked: 'registration form', kind: 'rsvp' },
      { asked: 'route map', kind: 'map' },
      { asked: 'countdown', kind: 'countdown' },
    ],
    facts: ['Chennai Coastal Run 2027', '14 Feb 2027'],
  },
  {
    id: 'ho-tutor',
    site: 'school',
    prompt:
      'maths and physics tuition for class 11-12 by Kavita Sharma in Jaipur. batches and timings, fees, testimonials from students, contact',
    expect: [
      { asked: 'batches and timings', kind: 'schedule' },
      { asked: 'fees', kind: 'pricing' },
      { asked: 'testimonials', kind: 'testimonials' },
      { asked: 'contact', kind: 'contact' },
    ],
    facts: ['Kavita Sharma', 'Jaipur'],
  },
  {
    id: 'ho-plant-shop',
    site: 'shop',
    prompt:
      'online plant shop Leafy Corner, Bengaluru. products with add to cart, categories indoor / outdoor / succulents, free delivery above ₹999',
    expect: [
      { asked: 'products', kind: 'products' },
      { asked: 'add to cart', kind: 'cart' },
      { asked: 'categories', kind: 'filters' },
    ],
    facts: ['Leafy Corner', 'Bengaluru', '₹999'],
  },
  {
    id: 'ho-ngo',
    site: 'charity',
    prompt:
      'NGO website for Clean Shores, beach cleanups every sunday in Goa. volunteer signup form, donate button, upcoming drives',
    expect: [
      { asked: 'volunteer signup form', kind: 'volunteer' },
      { asked: 'donate', kind: 'donation' },
      { asked: 'upcoming drives', kind: 'schedule' },
    ],
    facts: ['Clean Shores', 'Goa'],
  },
  {
    id: 'ho-barber',
    site: 'salon',
    prompt: 'barber shop in Lucknow, prices for haircut beard and combo, book a slot, instagram',
    expect: [
      { asked: 'prices', kind: 'pricing' },
      { asked: 'book a slot', kind: 'appointment' },
      { asked: 'instagram', kind: 'social' },
    ],
    facts: ['Lucknow'],
  },
  {
    id: 'ho-dev-portfolio',
    site: 'personal',
    prompt:
      'personal site for a backend developer, Sana Qureshi. projects with tech tags, skills, blog posts, resume download, dark theme',
    expect: [
      { asked: 'projects', kind: 'gallery' },
      { asked: 'skills', kind: 'skills' },
      { asked: 'blog posts', kind: 'posts' },
      { asked: 'resume download', kind: 'download' },
    ],
    facts: ['Sana Qureshi'],
  },
  {
    id: 'ho-hi-coaching',
    site: 'school',
    language: 'hi',
    prompt:
      "पटना में हमारे कोचिंग सेंटर 'ज्ञान दीप' के लिए वेबसाइट चाहिए। कक्षा 10 गणित ₹1500 महीना, कक्षा 12 भौतिकी ₹2000 महीना। फ़ोन 98350 67890 और एक संपर्क फ़ॉर्म",
    expect: [
      { asked: 'कक्षा 10 गणित ₹1500 महीना', kind: 'pricing' },
      { asked: 'संपर्क फ़ॉर्म', kind: 'contact' },
    ],
    facts: ['ज्ञान दीप', 'पटना', '₹1500', '₹2000', '98350 67890'],
  },
  {
    id: 'ho-es-taller',
    site: 'shop',
    language: 'es',
    prompt:
      "Necesito una web para mi taller de bicicletas 'Rueda Libre' en Valencia. Puesta a punto 35 €, cambio de cámara 12 €, revisión completa desde 60 €. Formulario de contacto por favor",
    expect: [
      { asked: 'Puesta a punto 35 €', kind: 'pricing' },
      { asked: 'Formulario de contacto', kind: 'contact' },
    ],
    facts: ['Rueda Libre', 'Valencia', '35 €', '12 €', '60 €'],
  },
  {
    id: 'ho-fr-fleuriste',
    site: 'shop',
    language: 'fr',
    prompt:
      "site web pour notre fleuriste 'Les Jolies Fleurs' à Bordeaux : bouquet du jour 25 €, composition mariage à partir de 150 €, livraison 8 €. appelez le 05 56 12 34 56",
    expect: [{ asked: 'bouquet du jour 25 €', kind: 'pricing' }],
    facts: ['Les Jolies Fleurs', 'Bordeaux', '25 €', '150 €', '05 56 12 34 56'],
  },
  {
    id: 'ho-bn-studio-parts',
    site: 'portfolio',
    language: 'bn',
    prompt:
      "শিলিগুড়িতে আমার ফটো স্টুডিও 'আলো ছায়া' র জন্য ওয়েবসাইট চাই। পাসপোর্ট ছবি ₹100, বিয়ের ফটোগ্রাফি ₹25000 থেকে। একটা গ্যালারি আর অ্যাপয়েন্টমেন্ট বুকিং চাই। ফোন 94340 12345",
    expect: [
      { asked: 'পাসপোর্ট ছবি ₹100', kind: 'pricing' },
      { asked: 'গ্যালারি', kind: 'gallery' },
      { asked: 'অ্যাপয়েন্টমেন্ট বুকিং', kind: 'appointment' },
    ],
    facts: ['আলো ছায়া', '₹100', '₹25000', '94340 12345'],
  },
  // Small tools, as people type them; their answers worked out by hand.
  {
    id: 'ho-mortgage',
    site: 'tool',
    prompt: 'mortgage calculator - how much will my monthly payment be',
    expect: [{ asked: 'mortgage calculator', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: '₹40 lakh at 9.1% for 25 years: ₹33,842 a month',
        fill: [
          ['Loan amount', '4000000'],
          ['Interest rate', '9.1'],
          ['Term', '25'],
        ],
        shows: ['₹33,842'],
      },
    ],
  },
  {
    id: 'ho-bmi-kg',
    site: 'tool',
    prompt: 'body mass index calc, metric units',
    expect: [{ asked: 'body mass index', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: '72 kg, 165 cm: BMI 26.4, overweight',
        fill: [
          ['Weight', '72'],
          ['Height', '165'],
        ],
        shows: ['26.4', 'Overweight'],
      },
    ],
  },
  {
    id: 'ho-chores',
    site: 'tool',
    prompt: 'a chore list for my kids where they can tick things off',
    expect: [{ asked: 'chore list', kind: 'tracker' }],
    facts: [],
    uses: [
      {
        says: 'a chore added',
        fill: [['Task', 'Feed the cat']],
        enter: true,
        shows: ['Feed the cat'],
      },
    ],
  },
  {
    id: 'ho-study-timer',
    site: 'tool',
    prompt: 'study timer with 25 min focus sessions',
    expect: [{ asked: 'study timer', kind: 'timer' }],
    facts: [],
    uses: [{ says: 'Start: it counts', click: ['Start'], waitMs: 1300, ticks: true }],
  },
  {
    id: 'ho-essay-words',
    site: 'tool',
    prompt: 'tool to count words in my essay',
    expect: [{ asked: 'count words', kind: 'text-stats' }],
    facts: [],
    uses: [
      {
        says: 'four words',
        fill: [['Your text', 'Words matter a lot.']],
        shows: ['Words 4'],
      },
    ],
  },
  {
    id: 'ho-raffle',
    site: 'tool',
    prompt: 'lucky draw picker for our office diwali party',
    expect: [{ asked: 'lucky draw', kind: 'picker' }],
    facts: [],
    uses: [
      {
        says: 'draws one of the names',
        fill: [['Options', 'Kiran\nLeela\nMohan']],
        click: ['Pick'],
        announcesOneOf: ['Kiran', 'Leela', 'Mohan'],
      },
    ],
  },
  {
    id: 'ho-sgpa',
    site: 'tool',
    prompt: 'sgpa calculator for engineering students',
    expect: [{ asked: 'sgpa calculator', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: 'O for 4 credits beside A for 3: 9.14',
        fill: [
          ['Credits', '4'],
          ['Grade', 'O (10)'],
        ],
        shows: ['9.14'],
      },
    ],
  },
  {
    id: 'ho-flash-spanish',
    site: 'tool',
    prompt: 'flash card maker for my spanish words',
    expect: [{ asked: 'flash card', kind: 'flashcards' }],
    facts: [],
    uses: [
      {
        says: 'a word added and turned',
        fill: [
          ['Question', 'perro'],
          ['Answer', 'dog'],
        ],
        click: ['Add card', 'Show answer'],
        shows: ['dog'],
      },
    ],
  },
  {
    id: 'ho-task-board',
    site: 'tool',
    prompt: 'team task board with todo / doing / done columns',
    expect: [{ asked: 'task board', kind: 'board' }],
    facts: [],
    uses: [
      {
        says: 'a card added to the first column',
        fill: [['New card', 'Fix the login bug']],
        enter: true,
        shows: ['Fix the login bug'],
      },
    ],
  },
  {
    id: 'ho-wpm',
    site: 'tool',
    prompt: 'typing speed tester that shows my wpm',
    expect: [{ asked: 'typing speed', kind: 'typing-test' }],
    facts: [],
    uses: [
      {
        says: 'a wrong first letter: 0% accuracy',
        fill: [['Type the passage here', '#']],
        shows: ['Accuracy 0%'],
      },
    ],
  },
  {
    id: 'ho-dinner-poll',
    site: 'tool',
    prompt: 'quick poll so my friends can vote on where to go for dinner',
    expect: [{ asked: 'poll', kind: 'poll' }],
    facts: [],
    uses: [
      {
        says: 'one vote counted',
        click: ['Vote for Pizza place'],
        shows: ['1 vote so far'],
      },
    ],
  },
  // Vague briefs: a page of the kind, nothing invented, nothing left to fill in.
  {
    id: 'ho-vague-salon',
    site: 'salon',
    prompt: 'need a site for my beauty salon',
    expect: [{ asked: '(the treatments)', kind: 'services' }],
    facts: [],
  },
  {
    id: 'ho-vague-restaurant',
    site: 'restaurant',
    prompt: 'restaurant website',
    expect: [{ asked: '(the menu)', kind: 'menu' }],
    facts: [],
  },
  {
    id: 'ho-vague-physio',
    site: 'clinic',
    prompt: 'website for a physiotherapy practice',
    expect: [{ asked: '(a way to book)', kind: 'appointment' }],
    facts: [],
  },
  // Tools asked for in other languages (added with the tool books; never tuned on).
  {
    id: 'ho-es-tip',
    site: 'tool',
    language: 'es',
    prompt: 'calculadora de propinas para dividir la cuenta entre amigos',
    expect: [{ asked: 'calculadora de propinas', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: '1,000 with a 10% tip for 4 people: 275 each',
        fill: [
          ['Cuenta', '1000'],
          ['Propina', '10'],
          ['Personas', '4'],
        ],
        shows: ['275'],
      },
    ],
  },
  {
    id: 'ho-hi-todo',
    site: 'tool',
    language: 'hi',
    prompt: 'मुझे एक टू-डू लिस्ट ऐप बना दो',
    expect: [{ asked: 'टू-डू लिस्ट', kind: 'tracker' }],
    facts: [],
    uses: [{ says: 'a task added', fill: [['काम', 'दूध लाना']], enter: true, shows: ['दूध लाना'] }],
  },
  {
    id: 'ho-fr-words',
    site: 'tool',
    language: 'fr',
    prompt: 'un compteur de mots pour mes dissertations',
    expect: [{ asked: 'compteur de mots', kind: 'text-stats' }],
    facts: [],
    uses: [
      {
        says: 'five words, two sentences',
        fill: [['Votre texte', 'Bonjour à tous. Merci beaucoup.']],
        shows: ['Mots 5', 'Phrases 2'],
      },
    ],
  },
  {
    id: 'ho-bn-stopwatch',
    site: 'tool',
    language: 'bn',
    prompt: 'আমার জন্য একটা স্টপওয়াচ বানাও',
    expect: [{ asked: 'স্টপওয়াচ', kind: 'timer' }],
    facts: [],
    uses: [{ says: 'it counts', click: ['শুরু করুন'], waitMs: 1300, ticks: true }],
  },
  // Written on 2026-12-05, after the prompts above had been looked at to choose general fixes
  // (names by their role, names a brief opens with, "prices for …", races, tools by what they
  // do, lists ticked off): these had not been built before they were written down.
  {
    id: 'ho2-yoga-teacher',
    site: 'yoga',
    prompt:
      'yoga teacher, Ritu Malhotra — morning batches in Bandra, class fees, whatsapp for a trial class',
    expect: [
      { asked: 'morning batches', kind: 'schedule' },
      { asked: 'class fees', kind: 'pricing' },
      { asked: 'whatsapp', kind: 'social' },
    ],
    facts: ['Ritu Malhotra'],
  },
  {
    id: 'ho2-cricket',
    site: 'event',
    prompt:
      'Sunday Smashers cricket tournament, 16 teams, match fixtures, registration form and prize money',
    expect: [
      { asked: 'match fixtures', kind: 'schedule' },
      { asked: 'registration form', kind: 'rsvp' },
    ],
    facts: ['Sunday Smashers', '16 teams'],
  },
  {
    id: 'ho2-architect',
    site: 'portfolio',
    prompt: 'architect Farhan Siddiqui, residential and hospitality projects, contact',
    expect: [
      { asked: 'projects', kind: 'gallery' },
      { asked: 'contact', kind: 'contact' },
    ],
    facts: ['Farhan Siddiqui'],
  },
  {
    id: 'ho2-ngo-books',
    site: 'charity',
    prompt:
      'Books for Every Child — we collect old textbooks for village schools. collection drive dates, volunteer form, donate',
    expect: [
      { asked: 'collection drive dates', kind: 'schedule' },
      { asked: 'volunteer form', kind: 'volunteer' },
      { asked: 'donate', kind: 'donation' },
    ],
    facts: ['Books for Every Child'],
  },
  {
    id: 'ho2-pet-groomer',
    site: 'pet care',
    prompt: 'pet grooming at home in Gurgaon, packages for dogs and cats, reviews',
    expect: [
      { asked: 'packages', kind: 'pricing' },
      { asked: 'reviews', kind: 'testimonials' },
    ],
    facts: ['Gurgaon'],
  },
  {
    id: 'ho2-newborn-studio',
    site: 'portfolio',
    prompt:
      'Lens & Light Studio: newborn and maternity photoshoots in Hyderabad, packages, gallery, enquiry form',
    expect: [
      { asked: 'packages', kind: 'pricing' },
      { asked: 'gallery', kind: 'gallery' },
      { asked: 'enquiry form', kind: 'enquiry' },
    ],
    facts: ['Lens & Light Studio', 'Hyderabad'],
  },
  {
    id: 'ho2-app-developer',
    site: 'personal',
    prompt: 'hi I am Aarav Shah, a mobile app developer. my tech stack and a hire me form',
    expect: [
      { asked: 'tech stack', kind: 'skills' },
      { asked: 'hire me form', kind: 'contact' },
    ],
    facts: ['Aarav Shah'],
  },
  {
    id: 'ho2-discount',
    site: 'tool',
    prompt: 'how much will I pay after 30% off on a ₹2,499 kurta',
    expect: [{ asked: '30% off', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: '₹2,499 less 30%: ₹1,749.30',
        fill: [
          ['Price', '2499'],
          ['Discount', '30'],
        ],
        shows: ['₹1,749.30'],
      },
    ],
  },
  {
    id: 'ho2-fuel',
    site: 'tool',
    prompt: 'petrol cost for our road trip',
    expect: [{ asked: 'petrol cost', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: '450 km at 18 km a litre and ₹105 a litre: 25 litres, ₹2,625',
        fill: [
          ['Distance', '450'],
          ['Mileage', '18'],
          ['Fuel price', '105'],
        ],
        shows: ['25.0', '₹2,625'],
      },
    ],
  },
  {
    id: 'ho2-movies',
    site: 'tool',
    prompt: 'movies to watch list that I can tick off',
    expect: [{ asked: 'movies to watch list', kind: 'tracker' }],
    facts: [],
    uses: [{ says: 'a film added', fill: [['Task', 'Lagaan']], enter: true, shows: ['Lagaan'] }],
  },
  // A third batch, written on 2026-12-05 after ho2's misses had been fixed in general ways (so
  // ho2 is no longer unseen): these were run once as written, and are reported as they came out.
  {
    id: 'ho3-run-club',
    site: 'community',
    prompt: 'Dawn Patrol Runners club — saturday 6am runs from Marine Drive, route map, join form',
    expect: [{ asked: 'route map', kind: 'map' }],
    facts: ['Dawn Patrol Runners', '6am', 'Marine Drive'],
  },
  {
    id: 'ho3-kids-art',
    site: 'school',
    prompt:
      'Colours for Little Hands: weekend art classes for kids aged 4-10 in Koramangala, class fees, photos of their work, enrol form',
    expect: [
      { asked: 'class fees', kind: 'pricing' },
      { asked: 'photos', kind: 'gallery' },
    ],
    facts: ['Colours for Little Hands', 'Koramangala'],
  },
  {
    id: 'ho3-hackathon',
    site: 'hackathon',
    prompt: 'Byte Storm hackathon on 8-9 Feb at IIT Delhi, tracks, judges, prizes, register',
    expect: [
      { asked: 'judges', kind: 'judges' },
      { asked: 'prizes', kind: 'prizes' },
      { asked: 'register', kind: 'rsvp' },
    ],
    facts: ['Byte Storm', 'IIT Delhi'],
  },
  {
    id: 'ho3-filter-coffee',
    site: 'cafe',
    prompt: 'filter coffee and tiffin café in Mylapore, menu with prices, open 7am-10pm',
    expect: [{ asked: 'menu', kind: 'menu' }],
    facts: ['Mylapore', '7am', '10pm'],
  },
  {
    id: 'ho3-ca',
    site: 'law firm',
    prompt:
      'Neha Kapoor, chartered accountant in Lucknow — GST filing, ITR, company registration, fees, call 98390 12345',
    expect: [{ asked: 'fees', kind: 'pricing' }],
    facts: ['Neha Kapoor', 'Lucknow', '98390 12345'],
  },
  {
    id: 'ho3-vague-tailor',
    site: 'shop',
    prompt: 'a nice page for my tailoring shop, nothing fancy',
    expect: [],
    facts: [],
  },
  {
    id: 'ho3-hi-physio',
    site: 'clinic',
    language: 'hi',
    prompt: 'मेरे फिजियोथेरेपी क्लिनिक के लिए वेबसाइट, सेवाएं, समय और अपॉइंटमेंट फॉर्म',
    expect: [
      { asked: 'सेवाएं', kind: 'services' },
      { asked: 'समय', kind: 'hours' },
      { asked: 'अपॉइंटमेंट फॉर्म', kind: 'appointment' },
    ],
    facts: [],
  },
  {
    id: 'ho3-percent',
    site: 'tool',
    prompt: 'whats 12.5 percent of 640',
    expect: [{ asked: '12.5 percent', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: '12.5% of 640 is 80',
        fill: [
          ['Percent', '12.5'],
          ['Of', '640'],
        ],
        shows: ['80.00'],
      },
    ],
  },
  {
    id: 'ho3-tip',
    site: 'tool',
    prompt: 'how much should we tip on a ₹3,400 dinner for 4 people',
    expect: [{ asked: 'tip', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: '₹3,400 with 10% tip for 4: ₹935 each',
        fill: [
          ['Bill', '3400'],
          ['Tip', '10'],
          ['People', '4'],
        ],
        shows: ['₹935.00'],
      },
    ],
  },
  {
    id: 'ho3-emi',
    site: 'tool',
    prompt: 'what will my EMI be for a 8 lakh car loan',
    expect: [{ asked: 'EMI', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: '₹8 lakh at 9% for 5 years: ₹16,607 a month',
        fill: [
          ['Loan amount', '800000'],
          ['Interest rate', '9'],
          ['Term', '5'],
        ],
        shows: ['₹16,607'],
      },
    ],
  },
  {
    id: 'ho3-ladakh-packing',
    site: 'tool',
    prompt: 'things to pack for Ladakh trip, tick off as I pack',
    expect: [{ asked: 'things to pack', kind: 'tracker' }],
    facts: [],
    uses: [{ says: 'an item added', fill: [['Item', 'Gloves']], enter: true, shows: ['Gloves'] }],
  },
  // ho4: written on 2026-12-05 after the ho3 fixes, run once as written before any change.
  {
    id: 'ho4-karaoke',
    site: 'event',
    prompt:
      'Friday karaoke night at The Loft, Bandra, 8pm onwards, entry ₹300 with one drink, sign-up form',
    expect: [{ asked: 'sign-up form', kind: 'rsvp' }],
    facts: ['The Loft', 'Bandra', '8pm', '₹300'],
  },
  {
    id: 'ho4-mehendi',
    site: 'portfolio',
    prompt:
      'mehendi artist Farah in Hyderabad, bridal packages from ₹5,000, photos of my designs, book on whatsapp 90000 12345',
    expect: [
      { asked: 'bridal packages', kind: 'pricing' },
      { asked: 'photos of my designs', kind: 'gallery' },
    ],
    facts: ['Farah', 'Hyderabad', '₹5,000', '90000 12345'],
  },
  {
    id: 'ho4-ta-tuition',
    site: 'school',
    language: 'ta',
    prompt: 'என் கணித டியூஷன் வகுப்புக்கு ஒரு இணையதளம், கட்டணம் மற்றும் தொடர்பு படிவம்',
    expect: [
      { asked: 'கட்டணம்', kind: 'pricing' },
      { asked: 'தொடர்பு படிவம்', kind: 'contact' },
    ],
    facts: [],
  },
  {
    id: 'ho4-vague-garage',
    site: 'shop',
    prompt: 'something for my bike repair garage',
    expect: [],
    facts: [],
  },
  {
    id: 'ho4-es-florist',
    site: 'shop',
    language: 'es',
    prompt:
      'página para mi floristería en Sevilla, catálogo de ramos con precios y formulario de pedido',
    expect: [{ asked: 'catálogo de ramos', kind: 'products' }],
    facts: ['Sevilla'],
  },
  {
    id: 'ho4-book-launch',
    site: 'event',
    prompt:
      'book launch for "Monsoon Letters" by Kavya Rao on 20 Jan, 6pm at Lotus Books, Kemps Corner, RSVP',
    expect: [{ asked: 'RSVP', kind: 'rsvp' }],
    facts: ['Monsoon Letters', 'Kavya Rao', '20 Jan', '6pm', 'Kemps Corner'],
  },
  {
    id: 'ho4-home-physio',
    site: 'clinic',
    prompt:
      'home visit physiotherapy by Dr. Arjun Menon in Kochi, conditions treated, charges per visit ₹800, book a visit',
    expect: [
      { asked: 'conditions treated', kind: 'services' },
      { asked: 'charges per visit', kind: 'pricing' },
      { asked: 'book a visit', kind: 'appointment' },
    ],
    facts: ['Arjun Menon', 'Kochi', '₹800'],
  },
  {
    id: 'ho4-split-rent',
    site: 'tool',
    prompt: 'split ₹45,000 rent between 3 flatmates',
    expect: [{ asked: 'split', kind: 'calculator' }],
    facts: [],
  },
  {
    id: 'ho4-water',
    site: 'tool',
    prompt: 'water intake tracker, log glasses through the day',
    expect: [{ asked: 'water intake tracker', kind: 'tracker' }],
    facts: [],
  },
  {
    id: 'ho4-pottery',
    site: 'school',
    prompt:
      'Clay & Kiln pottery studio in Auroville: weekend wheel classes, class fees, gallery of student work, enquiry form',
    expect: [
      { asked: 'class fees', kind: 'pricing' },
      { asked: 'gallery', kind: 'gallery' },
      { asked: 'enquiry form', kind: 'enquiry' },
    ],
    facts: ['Clay & Kiln', 'Auroville'],
  },
  // ho5: written on 2026-12-05 before the change for events' when and where (which was shaped
  // on ho3's and ho4's misses, so those two are seen from then on); run only after it, as written.
  {
    id: 'ho5-quiz-night',
    site: 'event',
    prompt:
      'pub quiz every thursday 9pm at The Tap Room, Indiranagar — teams of 4, ₹200 per head, register your team',
    expect: [{ asked: 'register your team', kind: 'rsvp' }],
    facts: ['The Tap Room', 'Indiranagar', '9pm', '₹200'],
  },
  {
    id: 'ho5-photo-walk',
    site: 'community',
    prompt:
      'heritage photo walk on 14 March, 7am from Gateway of India, led by Sameer Kulkarni, sign up form',
    expect: [{ asked: 'sign up form', kind: 'rsvp' }],
    facts: ['14 March', '7am', 'Gateway of India', 'Sameer Kulkarni'],
  },
  {
    id: 'ho5-bn-sweets',
    site: 'shop',
    language: 'bn',
    prompt: 'কলকাতায় আমার মিষ্টির দোকানের ওয়েবসাইট, দাম সহ মিষ্টির তালিকা এবং যোগাযোগ ফর্ম',
    expect: [{ asked: 'যোগাযোগ ফর্ম', kind: 'contact' }],
    facts: [],
  },
  {
    id: 'ho5-vague-studio',
    site: 'portfolio',
    prompt: 'need a page for my little design studio',
    expect: [],
    facts: [],
  },
  {
    id: 'ho5-carpool',
    site: 'tool',
    prompt: 'fuel cost splitter for a road trip: distance, mileage, petrol price, number of people',
    expect: [{ asked: 'fuel cost splitter', kind: 'calculator' }],
    facts: [],
  },
  {
    id: 'ho5-music-school',
    site: 'school',
    prompt:
      'Raag Academy — hindustani vocal and tabla classes in Pune, batch timings, monthly fees ₹1,500, free demo class form',
    expect: [
      { asked: 'batch timings', kind: 'schedule' },
      { asked: 'monthly fees', kind: 'pricing' },
      { asked: 'free demo class form', kind: 'enquiry' },
    ],
    facts: ['Raag Academy', 'Pune', '₹1,500'],
  },
  // ho6: written on 2026-12-06 before the change for groups, acts and a food truck's stops (a
  // choir, a band, a club are not businesses selling what they are); run on the code before it.
  {
    id: 'ho6-choir',
    site: 'community',
    prompt:
      'Swaranjali community choir in Chennai — we rehearse every wednesday 7pm, upcoming concerts, our members, join us form',
    expect: [
      { asked: 'upcoming concerts', kind: 'schedule' },
      { asked: 'our members', kind: 'team' },
      { asked: 'join us form', kind: 'contact' },
    ],
    facts: ['Swaranjali', 'Chennai', '7pm'],
  },
  {
    id: 'ho6-indie-band',
    site: 'band',
    prompt:
      'indie band Paper Boats from Shillong - gigs, our songs on spotify, merch store, booking enquiries',
    expect: [
      { asked: 'gigs', kind: 'schedule' },
      { asked: 'merch store', kind: 'products' },
      { asked: 'booking enquiries', kind: 'contact' },
    ],
    facts: ['Paper Boats', 'Shillong'],
  },
  {
    id: 'ho6-running-club',
    site: 'community',
    prompt:
      'sunday running club in Hyderabad, we meet 6am at KBR Park gate, all paces welcome, membership ₹500 a year, join form',
    expect: [
      { asked: 'membership', kind: 'pricing' },
      { asked: 'join form', kind: 'contact' },
    ],
    facts: ['Hyderabad', '6am', 'KBR Park', '₹500'],
  },
  {
    id: 'ho6-momo-truck',
    site: 'food truck',
    prompt:
      'momo truck Dumpling Express in Gangtok, menu with prices, where we park each day, order on whatsapp',
    expect: [
      { asked: 'menu with prices', kind: 'menu' },
      { asked: 'where we park each day', kind: 'schedule' },
    ],
    facts: ['Dumpling Express', 'Gangtok'],
  },
  {
    id: 'ho6-zumba',
    site: 'gym',
    prompt:
      'zumba classes by Neha in Indore, evening batches, ₹1,200 a month, call to book a free trial',
    expect: [
      { asked: 'evening batches', kind: 'schedule' },
      { asked: '₹1,200 a month', kind: 'pricing' },
    ],
    facts: ['Neha', 'Indore', '₹1,200'],
  },
  {
    id: 'ho6-chess-club',
    site: 'community',
    prompt:
      'chess club for kids at our society clubhouse, saturday mornings, coaches, fees and faq',
    expect: [
      { asked: 'saturday mornings', kind: 'schedule' },
      { asked: 'coaches', kind: 'team' },
      { asked: 'fees', kind: 'pricing' },
      { asked: 'faq', kind: 'faq' },
    ],
    facts: [],
  },
  // ho7: written on 2026-12-06 before this session's generator changes, for kinds of business
  // no other eval prompt names (trades, a homestay, a caterer, a podcast, a dance school, movers,
  // a church); run on 447f370 first.
  {
    id: 'ho7-plumber',
    site: 'home services',
    prompt:
      'Sharma Plumbing & Electricals in Lucknow, 24x7 emergency repairs, list of services with starting prices, customer reviews, call now button',
    expect: [
      { asked: 'list of services', kind: 'services' },
      { asked: 'starting prices', kind: 'pricing' },
      { asked: 'customer reviews', kind: 'testimonials' },
    ],
    facts: ['Sharma Plumbing & Electricals', 'Lucknow', '24x7'],
  },
  {
    id: 'ho7-homestay',
    site: 'homestay',
    prompt:
      'Pine Nest homestay in Kasol - cozy rooms with mountain views, room rates per night, how to reach, book a room',
    expect: [
      { asked: 'room rates per night', kind: 'pricing' },
      { asked: 'how to reach', kind: 'map' },
      { asked: 'book a room', kind: 'booking' },
    ],
    facts: ['Pine Nest', 'Kasol'],
  },
  {
    id: 'ho7-driving-school',
    site: 'school',
    prompt:
      'Safe Wheels driving school, Pune. car and scooty lessons, 21-day course for ₹6,500, help with RTO licence, instructors, faq',
    expect: [
      { asked: '21-day course for ₹6,500', kind: 'pricing' },
      { asked: 'instructors', kind: 'team' },
      { asked: 'faq', kind: 'faq' },
    ],
    facts: ['Safe Wheels', 'Pune', '₹6,500'],
  },
  {
    id: 'ho7-caterer',
    site: 'caterer',
    prompt:
      'Annapurna Caterers, Jaipur – wedding and party catering, pure veg menus, per plate packages from ₹450, photos from past events, get a quote form',
    expect: [
      { asked: 'pure veg menus', kind: 'menu' },
      { asked: 'per plate packages', kind: 'pricing' },
      { asked: 'photos from past events', kind: 'gallery' },
      { asked: 'get a quote form', kind: 'enquiry' },
    ],
    facts: ['Annapurna Caterers', 'Jaipur', '₹450'],
  },
  {
    id: 'ho7-podcast',
    site: 'podcast',
    prompt:
      'website for our podcast Chai with Founders — latest episodes, listen on spotify and apple podcasts, about the host Ritu Menon, newsletter signup',
    expect: [
      { asked: 'latest episodes', kind: 'posts' },
      { asked: 'listen on spotify and apple podcasts', kind: 'social' },
      { asked: 'newsletter signup', kind: 'newsletter' },
    ],
    facts: ['Chai with Founders', 'Ritu Menon'],
  },
  {
    id: 'ho7-dance-academy',
    site: 'school',
    prompt:
      'Nritya Dance Academy in Bengaluru, bharatanatyam and bollywood classes for kids and adults, batch timings, our teachers, photos from the annual show, enquiry form',
    expect: [
      { asked: 'batch timings', kind: 'schedule' },
      { asked: 'our teachers', kind: 'team' },
      { asked: 'photos from the annual show', kind: 'gallery' },
      { asked: 'enquiry form', kind: 'enquiry' },
    ],
    facts: ['Nritya Dance Academy', 'Bengaluru'],
  },
  {
    id: 'ho7-movers',
    site: 'home services',
    prompt:
      'packers and movers in Gurgaon: home shifting, office relocation, bike and car transport, why choose us, free estimate form',
    expect: [
      { asked: 'home shifting, office relocation, bike and car transport', kind: 'services' },
      { asked: 'free estimate form', kind: 'enquiry' },
    ],
    facts: ['Gurgaon'],
  },
  {
    id: 'ho7-church',
    site: 'community',
    prompt:
      'St. Thomas Church Kochi - sunday mass timings, upcoming parish events, our priests, donate online',
    expect: [
      { asked: 'upcoming parish events', kind: 'schedule' },
      { asked: 'our priests', kind: 'team' },
      { asked: 'donate online', kind: 'donation' },
    ],
    facts: ['St. Thomas Church', 'Kochi'],
  },
  // ho8: written on 2026-12-06 at the same time as ho7, before any change; its figures before
  // and after were read only when the session's changes were done.
  {
    id: 'ho8-electrician',
    site: 'home services',
    prompt:
      'Bright Spark electricians, Nagpur — wiring, inverter installation, fan and light fitting, rates, open all days 8am-9pm, whatsapp us',
    expect: [
      { asked: 'rates', kind: 'pricing' },
      { asked: 'open all days 8am-9pm', kind: 'hours' },
    ],
    facts: ['Bright Spark', 'Nagpur', '8am', '9pm'],
  },
  {
    id: 'ho8-pest-control',
    site: 'home services',
    prompt:
      'pest control service in Chennai - termite, cockroach and bed bug treatment, prices per flat size, book an inspection, testimonials',
    expect: [
      { asked: 'prices per flat size', kind: 'pricing' },
      { asked: 'book an inspection', kind: 'appointment' },
      { asked: 'testimonials', kind: 'testimonials' },
    ],
    facts: ['Chennai'],
  },
  {
    id: 'ho8-temple',
    site: 'community',
    prompt:
      'Sri Venkateswara Temple, Edison NJ – pooja timings, festival calendar, priest services, donations',
    expect: [
      { asked: 'festival calendar', kind: 'schedule' },
      { asked: 'donations', kind: 'donation' },
    ],
    facts: ['Sri Venkateswara Temple', 'Edison'],
  },
  {
    id: 'ho8-cricket-podcast',
    site: 'podcast',
    prompt:
      'The Third Umpire - a cricket podcast by two friends, episode list, where to listen, send us your questions',
    expect: [
      { asked: 'episode list', kind: 'posts' },
      { asked: 'where to listen', kind: 'social' },
      { asked: 'send us your questions', kind: 'contact' },
    ],
    facts: ['The Third Umpire'],
  },
  {
    id: 'ho8-guesthouse',
    site: 'homestay',
    prompt:
      'Blue Door guesthouse in Fort Kochi, 6 heritage rooms, breakfast included, tariff, guest reviews, reserve your stay',
    expect: [
      { asked: 'tariff', kind: 'pricing' },
      { asked: 'guest reviews', kind: 'testimonials' },
      { asked: 'reserve your stay', kind: 'booking' },
    ],
    facts: ['Blue Door', 'Fort Kochi'],
  },
  {
    id: 'ho8-carpenter',
    site: 'home services',
    prompt:
      'custom furniture carpenter in Mysore, wardrobes, kitchen cabinets, beds, past work photos, get a free quote',
    expect: [
      { asked: 'past work photos', kind: 'gallery' },
      { asked: 'get a free quote', kind: 'enquiry' },
    ],
    facts: ['Mysore'],
  },
  {
    id: 'ho8-laundry',
    site: 'home services',
    prompt:
      'Fresh Fold laundry & dry cleaning in Noida, pickup and delivery, price list per kg, order on whatsapp, faq',
    expect: [
      { asked: 'price list per kg', kind: 'pricing' },
      { asked: 'faq', kind: 'faq' },
    ],
    facts: ['Fresh Fold', 'Noida'],
  },
  {
    id: 'ho8-walking-tours',
    site: 'travel agency',
    prompt:
      'heritage walking tours of Old Delhi by Farhan, tour options with duration and price, what to expect, book a tour',
    expect: [
      { asked: 'tour options with duration and price', kind: 'pricing' },
      { asked: 'book a tour', kind: 'booking' },
    ],
    facts: ['Old Delhi', 'Farhan'],
  },
  // ho9: written on 2026-12-06 after the trades, worship and podcast change (5976073) and before
  // any later one, once ho7 and ho8 had been read; run on 5976073 first.
  {
    id: 'ho9-modular-kitchen',
    site: 'home services',
    prompt:
      'modular kitchen and wardrobe makers in Hyderabad, our designs gallery, price per sq ft, free home measurement, reviews',
    expect: [
      { asked: 'our designs gallery', kind: 'gallery' },
      { asked: 'price per sq ft', kind: 'pricing' },
      { asked: 'reviews', kind: 'testimonials' },
    ],
    facts: ['Hyderabad'],
  },
  {
    id: 'ho9-car-wash',
    site: 'home services',
    prompt:
      'doorstep car wash in Noida, packages for hatchback, sedan and SUV, monthly plans, book a wash',
    expect: [
      { asked: 'packages', kind: 'pricing' },
      { asked: 'book a wash', kind: 'appointment' },
    ],
    facts: ['Noida'],
  },
  {
    id: 'ho9-gurdwara',
    site: 'community',
    prompt:
      'Gurdwara Sahib Leicester website – daily programme, langar hall, upcoming gurpurab celebrations, donate',
    expect: [
      { asked: 'daily programme', kind: 'schedule' },
      { asked: 'donate', kind: 'donation' },
    ],
    facts: ['Gurdwara Sahib', 'Leicester'],
  },
  {
    id: 'ho9-bike-service',
    site: 'home services',
    prompt:
      'Two-wheeler service centre in Pune: general service ₹499, oil change, puncture repair, pick up and drop, call us',
    expect: [{ asked: 'general service ₹499, oil change, puncture repair', kind: 'services' }],
    facts: ['Pune', '₹499'],
  },
  {
    id: 'ho9-kids-podcast',
    site: 'podcast',
    prompt:
      'bedtime stories podcast for kids by Mama Meera, new episode every friday, listen on spotify, apple podcasts, youtube',
    expect: [
      { asked: 'new episode every friday', kind: 'posts' },
      { asked: 'listen on spotify, apple podcasts, youtube', kind: 'social' },
    ],
    facts: ['Mama Meera', 'Spotify', 'Apple Podcasts', 'YouTube'],
  },
  {
    id: 'ho9-deep-cleaning',
    site: 'home services',
    prompt:
      'home deep cleaning service in Bengaluru — bathroom, kitchen, sofa and carpet cleaning, price list, trained staff, book a slot',
    expect: [
      { asked: 'price list', kind: 'pricing' },
      { asked: 'book a slot', kind: 'booking' },
    ],
    facts: ['Bengaluru'],
  },
  {
    id: 'ho9-mandir',
    site: 'community',
    prompt: 'Shri Ram Mandir Indore: aarti timings, festival calendar, book a puja, donate',
    expect: [
      { asked: 'festival calendar', kind: 'schedule' },
      { asked: 'donate', kind: 'donation' },
    ],
    facts: ['Shri Ram Mandir', 'Indore'],
  },
  {
    id: 'ho9-home-tutor',
    site: 'school',
    prompt:
      "home tutor for maths and science, classes 6 to 10, Ahmedabad, fees per month, demo class, parents' reviews",
    expect: [
      { asked: 'fees per month', kind: 'pricing' },
      { asked: "parents' reviews", kind: 'testimonials' },
    ],
    facts: ['Ahmedabad'],
  },
  // ho10: written on 2026-12-06 on 901fc18, before any change of this session; run on 901fc18 first.
  {
    id: 'ho10-optician',
    site: 'clinic',
    prompt:
      'Clear Vision Opticals, Lucknow: free eye test, frames and sunglasses brands, contact lenses, book an eye test, open mon-sat 10am to 9pm',
    expect: [
      { asked: 'book an eye test', kind: 'appointment' },
      { asked: 'open mon-sat 10am to 9pm', kind: 'hours' },
    ],
    facts: ['Clear Vision Opticals', 'Lucknow', '10am', '9pm'],
  },
  {
    id: 'ho10-ca-firm',
    site: 'law firm',
    prompt:
      'chartered accountant firm in Surat - GST filing, income tax returns, company registration, audit. our partners, FAQs, enquiry form',
    expect: [
      { asked: 'GST filing, income tax returns, company registration, audit', kind: 'services' },
      { asked: 'our partners', kind: 'team' },
      { asked: 'FAQs', kind: 'faq' },
      { asked: 'enquiry form', kind: 'enquiry' },
    ],
    facts: ['Surat'],
  },
  {
    id: 'ho10-tailor',
    site: 'shop',
    prompt:
      'ladies tailor and boutique in Chandigarh, blouse stitching from ₹350, lehenga alterations, our work photos, whatsapp us',
    expect: [
      { asked: 'our work photos', kind: 'gallery' },
      { asked: 'whatsapp us', kind: 'social' },
    ],
    facts: ['Chandigarh', '₹350'],
  },
  {
    id: 'ho10-event-planner',
    site: 'agency',
    prompt:
      'Event planners for birthdays, baby showers and corporate parties in Mumbai. packages, past events gallery, client testimonials, get a quote',
    expect: [
      { asked: 'packages', kind: 'pricing' },
      { asked: 'past events gallery', kind: 'gallery' },
      { asked: 'client testimonials', kind: 'testimonials' },
      { asked: 'get a quote', kind: 'enquiry' },
    ],
    facts: ['Mumbai'],
  },
  {
    id: 'ho10-dog-trainer',
    site: 'pet care',
    prompt:
      'dog trainer in Gurgaon, puppy classes and obedience training, 6 week course fees, happy dogs photos, book a free consultation',
    expect: [
      { asked: '6 week course fees', kind: 'pricing' },
      { asked: 'happy dogs photos', kind: 'gallery' },
      { asked: 'book a free consultation', kind: 'appointment' },
    ],
    facts: ['Gurgaon'],
  },
  {
    id: 'ho10-florist',
    site: 'shop',
    prompt:
      'Petal Story florist in Kolkata — bouquets, wedding decor, same day delivery, shop our bouquets with prices, call 033 4000 1234',
    expect: [{ asked: 'shop our bouquets with prices', kind: 'products' }],
    facts: ['Petal Story', 'Kolkata', '033 4000 1234'],
  },
  {
    id: 'ho10-exam-coaching',
    site: 'school',
    prompt:
      'NEET and JEE coaching institute in Kota, our faculty, batch schedule, results of toppers, admission enquiry',
    expect: [
      { asked: 'our faculty', kind: 'team' },
      { asked: 'batch schedule', kind: 'schedule' },
      { asked: 'admission enquiry', kind: 'enquiry' },
    ],
    facts: ['Kota', 'NEET', 'JEE'],
  },
  {
    id: 'ho10-hindi-gym',
    site: 'gym',
    prompt:
      'mera gym hai Jaipur mein, naam Iron Paradise. membership plans dikhao, trainers, timings subah 5 se raat 10 baje',
    expect: [
      { asked: 'membership plans', kind: 'pricing' },
      { asked: 'trainers', kind: 'team' },
      { asked: 'timings', kind: 'hours' },
    ],
    facts: ['Iron Paradise', 'Jaipur'],
  },
  // ho11: written on 2026-12-06 on bbf822e, before any generator change of this session; only its
  // totals are read, before and after.
  {
    id: 'ho11-physio',
    site: 'clinic',
    prompt:
      'Dr. Anjali Rao physiotherapy clinic, Mysuru. back pain, sports injuries, post surgery rehab. consultation ₹600, book a session, clinic timings 9 to 1 and 5 to 8',
    expect: [
      { asked: 'back pain, sports injuries, post surgery rehab', kind: 'services' },
      { asked: 'book a session', kind: 'appointment' },
      { asked: 'clinic timings', kind: 'hours' },
    ],
    facts: ['Dr. Anjali Rao', 'Mysuru', '₹600'],
  },
  {
    id: 'ho11-cloud-kitchen',
    site: 'restaurant',
    prompt:
      'cloud kitchen Biryani Bros in Hyderabad, order on Swiggy and Zomato, menu with chicken dum biryani ₹249 and mutton biryani ₹349, combos',
    expect: [
      { asked: 'menu', kind: 'menu' },
      { asked: 'order on Swiggy and Zomato', kind: 'social' },
    ],
    facts: ['Biryani Bros', 'Hyderabad', '₹249', '₹349'],
  },
  {
    id: 'ho11-music-teacher',
    site: 'school',
    prompt:
      'guitar and keyboard lessons at home or online by Rohan, beginners welcome, monthly fees, student performances videos, book a trial lesson',
    expect: [
      { asked: 'monthly fees', kind: 'pricing' },
      { asked: 'student performances videos', kind: 'gallery' },
      { asked: 'book a trial lesson', kind: 'appointment' },
    ],
    facts: ['Rohan'],
  },
  {
    id: 'ho11-travel-agent',
    site: 'travel agency',
    prompt:
      'Wanderlust Holidays, Kochi - Kerala backwater packages, Munnar hill trips, honeymoon specials, customer reviews, plan my trip form',
    expect: [
      { asked: 'packages', kind: 'pricing' },
      { asked: 'customer reviews', kind: 'testimonials' },
      { asked: 'plan my trip form', kind: 'enquiry' },
    ],
    facts: ['Wanderlust Holidays', 'Kochi'],
  },
  {
    id: 'ho11-jewellery',
    site: 'shop',
    prompt:
      'handmade silver jewellery by Noor, earrings, rings and anklets, shop with prices, custom orders on instagram @noorsilver',
    expect: [
      { asked: 'shop with prices', kind: 'products' },
      { asked: 'instagram @noorsilver', kind: 'social' },
    ],
    facts: ['Noor', '@noorsilver'],
  },
  {
    id: 'ho11-sports-academy',
    site: 'school',
    prompt:
      'cricket academy for kids in Chennai, coaches, weekend and weekday batches, fees, net practice photos, register your child',
    expect: [
      { asked: 'coaches', kind: 'team' },
      { asked: 'weekend and weekday batches', kind: 'schedule' },
      { asked: 'fees', kind: 'pricing' },
      { asked: 'net practice photos', kind: 'gallery' },
    ],
    facts: ['Chennai'],
  },
  {
    id: 'ho11-interior',
    site: 'agency',
    prompt:
      'interior designer in Bangalore for 2BHK and 3BHK homes, our projects, design process in 4 steps, book a free consultation',
    expect: [
      { asked: 'our projects', kind: 'gallery' },
      { asked: 'design process in 4 steps', kind: 'steps' },
      { asked: 'book a free consultation', kind: 'appointment' },
    ],
    facts: ['Bangalore'],
  },
  {
    id: 'ho11-ngo-drive',
    site: 'charity',
    prompt:
      'Roti Bank Lucknow feeds 500 people every night. donate, volunteer with us, our impact in numbers, contact',
    expect: [
      { asked: 'donate', kind: 'donation' },
      { asked: 'volunteer with us', kind: 'volunteer' },
      { asked: 'our impact in numbers', kind: 'stats' },
    ],
    facts: ['Roti Bank', 'Lucknow', '500'],
  },
  // ho12: written at the start of the session of 2026-12-06 (thirteenth), after the changes for
  // PGs, caterers and tiffins, before any for these briefs; only their totals are read.
  {
    id: 'ho12-ayurveda',
    site: 'clinic',
    prompt:
      'Ayurveda wellness centre in Kottayam - panchakarma and abhyanga treatments, doctor consultation ₹500, our vaidyas, book an appointment',
    expect: [
      { asked: 'panchakarma and abhyanga treatments', kind: 'services' },
      { asked: 'our vaidyas', kind: 'team' },
      { asked: 'book an appointment', kind: 'appointment' },
    ],
    facts: ['Kottayam', '₹500'],
  },
  {
    id: 'ho12-custom-cakes',
    site: 'bakery',
    prompt:
      'custom cakes by Nisha in Indore, birthday and anniversary cakes from ₹650, photos of our cakes, order on whatsapp 98260 11223',
    expect: [
      { asked: 'photos of our cakes', kind: 'gallery' },
      { asked: 'whatsapp', kind: 'social' },
    ],
    facts: ['Nisha', 'Indore', '₹650', '98260 11223'],
  },
  {
    id: 'ho12-ladies-gym',
    site: 'gym',
    prompt:
      'ladies only gym in Lucknow with zumba and yoga batches morning and evening, monthly fees, our trainers, join now',
    expect: [
      { asked: 'batches', kind: 'schedule' },
      { asked: 'monthly fees', kind: 'pricing' },
      { asked: 'our trainers', kind: 'team' },
    ],
    facts: ['Lucknow'],
  },
  {
    id: 'ho12-car-rental',
    site: 'travel agency',
    prompt:
      'self drive car rental in Goa - hatchbacks, sedans and SUVs with daily rates, book a car, call 98220 33445',
    expect: [
      { asked: 'daily rates', kind: 'pricing' },
      { asked: 'book a car', kind: 'booking' },
    ],
    facts: ['Goa', '98220 33445'],
  },
  {
    id: 'ho12-sufi-band',
    site: 'band',
    prompt:
      'Raaga Roots, a sufi band for weddings and corporate shows. videos, upcoming shows, booking enquiry form',
    expect: [
      { asked: 'videos', kind: 'video' },
      { asked: 'upcoming shows', kind: 'schedule' },
      { asked: 'booking enquiry form', kind: 'enquiry' },
    ],
    facts: ['Raaga Roots'],
  },
  {
    id: 'ho12-coworking',
    site: 'coworking',
    prompt:
      'coworking space in HSR Layout, Bangalore: day pass ₹450 and monthly desks, amenities, book a tour',
    expect: [
      { asked: 'day pass ₹450 and monthly desks', kind: 'pricing' },
      { asked: 'amenities', kind: 'features' },
      { asked: 'book a tour', kind: 'booking' },
    ],
    facts: ['HSR Layout', 'Bangalore', '₹450'],
  },
  {
    id: 'ho12-cbse-school',
    site: 'school',
    prompt:
      'Green Valley CBSE school in Nashik, admissions open for 2027-28, our facilities, fee structure, contact the office',
    expect: [
      { asked: 'our facilities', kind: 'features' },
      { asked: 'fee structure', kind: 'pricing' },
    ],
    facts: ['Green Valley', 'Nashik', '2027-28'],
  },
  {
    id: 'ho12-maternity-photos',
    site: 'portfolio',
    prompt:
      'maternity and newborn photographer in Hyderabad, portfolio, packages from ₹15,000, what clients say, enquire now',
    expect: [
      { asked: 'portfolio', kind: 'gallery' },
      { asked: 'packages', kind: 'pricing' },
      { asked: 'what clients say', kind: 'testimonials' },
      { asked: 'enquire', kind: 'enquiry' },
    ],
    facts: ['Hyderabad', '₹15,000'],
  },
  // ho13: written on 2026-12-06 on 8459047, before any generator change of this session; only
  // its totals are read until a change aimed at its kinds of brief has been measured on it.
  {
    id: 'ho13-sweet-shop',
    site: 'bakery',
    prompt:
      'Gupta Mithai Bhandar, Kanpur — kaju katli ₹880/kg, motichoor laddoo ₹520/kg, rasgulla ₹25 each. festival gift boxes, order on whatsapp 98390 12345',
    expect: [{ asked: 'order on whatsapp', kind: 'social' }],
    facts: ['Gupta Mithai Bhandar', 'Kanpur', '₹880/kg', '₹520/kg', '₹25', '98390 12345'],
    pricedItems: [
      ['kaju katli', '₹880/kg'],
      ['motichoor laddoo', '₹520/kg'],
      ['rasgulla', '₹25'],
    ],
  },
  {
    id: 'ho13-barber',
    site: 'salon',
    prompt:
      'barber shop in Jayanagar Bangalore. haircut 250, beard 150, head massage 200. walk-ins welcome, open 9 to 9 all days, call 080 2663 4411',
    expect: [{ asked: 'open 9 to 9 all days', kind: 'hours' }],
    facts: ['Jayanagar', '080 2663 4411'],
    pricedItems: [
      ['haircut', '250'],
      ['beard', '150'],
      ['head massage', '200'],
    ],
  },
  {
    id: 'ho13-chaat',
    site: 'restaurant',
    prompt:
      'Sharma ji chaat corner in Indore - pani puri ₹30 plate, dahi bhalla ₹60, aloo tikki ₹50. open evenings 5pm-11pm, find us near Rajwada',
    expect: [
      { asked: 'pani puri, dahi bhalla, aloo tikki', kind: 'menu' },
      { asked: 'open evenings 5pm-11pm', kind: 'hours' },
    ],
    facts: ['Indore', 'Rajwada', '5pm', '11pm'],
    pricedItems: [
      ['pani puri', '₹30'],
      ['dahi bhalla', '₹60'],
      ['aloo tikki', '₹50'],
    ],
  },
  {
    id: 'ho13-car-wash',
    site: 'home services',
    prompt:
      'doorstep car wash in Gurgaon: exterior wash ₹399, interior + exterior ₹799, monthly plan ₹2,499 for 4 washes. book a slot online, areas we serve',
    expect: [{ asked: 'book a slot online', kind: 'appointment' }],
    facts: ['Gurgaon', '₹399', '₹799', '₹2,499'],
    pricedItems: [
      ['exterior wash', '₹399'],
      ['monthly plan', '₹2,499'],
    ],
  },
  {
    id: 'ho13-tuition',
    site: 'school',
    prompt:
      'Maths tuition by Anil Sir in Patna, class 9 to 12, ₹1,500 per month, batch timings, call 94311 22334',
    expect: [
      { asked: '₹1,500 per month', kind: 'pricing' },
      { asked: 'batch timings', kind: 'schedule' },
    ],
    facts: ['Anil', 'Patna', '₹1,500', '94311 22334'],
  },
  {
    id: 'ho13-photo-studio',
    site: 'portfolio',
    prompt:
      'Click Studio photographers Jaipur, pre-wedding shoot from ₹25,000, baby shoot ₹8,000, portfolio gallery, enquire on whatsapp',
    expect: [
      { asked: 'portfolio gallery', kind: 'gallery' },
      { asked: 'enquire on whatsapp', kind: 'social' },
    ],
    facts: ['Click Studio', 'Jaipur', '₹25,000', '₹8,000'],
    pricedItems: [
      ['pre-wedding shoot', '₹25,000'],
      ['baby shoot', '₹8,000'],
    ],
  },
  {
    id: 'ho13-laundry',
    site: 'home services',
    prompt:
      'laundry and dry cleaning in Kothrud Pune, wash & fold ₹60/kg, dry clean shirt ₹80, saree ₹150, free pickup and drop, whatsapp order',
    expect: [{ asked: 'whatsapp order', kind: 'social' }],
    facts: ['Kothrud', '₹60/kg', '₹80', '₹150'],
    pricedItems: [
      ['wash & fold', '₹60/kg'],
      ['dry clean shirt', '₹80'],
      ['saree', '₹150'],
    ],
  },
  {
    id: 'ho13-veg-restaurant',
    site: 'restaurant',
    prompt:
      'Shree Krishna pure veg restaurant, Udupi. South Indian thali ₹180, masala dosa ₹70, filter coffee ₹25. family seating, timings 7am-10pm, reviews',
    expect: [
      { asked: 'timings 7am-10pm', kind: 'hours' },
      { asked: 'reviews', kind: 'testimonials' },
    ],
    facts: ['Shree Krishna', 'Udupi', '7am', '10pm'],
    pricedItems: [
      ['south indian thali', '₹180'],
      ['masala dosa', '₹70'],
      ['filter coffee', '₹25'],
    ],
  },
  // ho14: written on 2026-12-06 on 8459047's generator, after ho13's briefs were used to probe
  // the priced-offer reading and before it was wired in; only its totals are read.
  {
    id: 'ho14-dhaba',
    site: 'restaurant',
    prompt:
      'Punjabi dhaba on NH44 near Panipat, open 24 hours. dal makhani 180, butter naan 40, lassi 60, paneer tikka 240. truckers welcome, big parking',
    expect: [{ asked: 'open 24 hours', kind: 'hours' }],
    facts: ['Panipat'],
    pricedItems: [
      ['dal makhani', '180'],
      ['butter naan', '40'],
      ['lassi', '60'],
      ['paneer tikka', '240'],
    ],
  },
  {
    id: 'ho14-mobile-repair',
    site: 'home services',
    prompt:
      'FixIt mobile repair in Lajpat Nagar, screen replacement from Rs 1,200, battery change Rs 800, same day service. call or whatsapp 98111 45678',
    expect: [{ asked: 'whatsapp', kind: 'social' }],
    facts: ['FixIt', 'Lajpat Nagar', '98111 45678'],
    pricedItems: [
      ['screen replacement', '1,200'],
      ['battery change', '800'],
    ],
  },
  {
    id: 'ho14-juice-bar',
    site: 'cafe',
    prompt:
      'fresh juice bar "Squeeze" in Vijayawada — mosambi juice ₹50, watermelon ₹40, mango shake ₹90, open 8am-10pm',
    expect: [{ asked: 'open 8am-10pm', kind: 'hours' }],
    facts: ['Squeeze', 'Vijayawada', '8am', '10pm'],
    pricedItems: [
      ['mosambi juice', '₹50'],
      ['watermelon', '₹40'],
      ['mango shake', '₹90'],
    ],
  },
  {
    id: 'ho14-dance',
    site: 'school',
    prompt:
      'Nritya dance academy, Bhubaneswar. odissi and bollywood classes for kids and adults, fees ₹1,200 a month, annual show photos, enquiry form',
    expect: [
      { asked: 'fees ₹1,200 a month', kind: 'pricing' },
      { asked: 'annual show photos', kind: 'gallery' },
      { asked: 'enquiry form', kind: 'enquiry' },
    ],
    facts: ['Bhubaneswar', '₹1,200'],
  },
  {
    id: 'ho14-florist',
    site: 'shop',
    prompt:
      'online flower delivery in Hyderabad, red roses bouquet ₹699, mixed flowers basket ₹1,099, same-day delivery, order now',
    expect: [],
    facts: ['Hyderabad', '₹699', '₹1,099'],
    pricedItems: [
      ['red roses bouquet', '₹699'],
      ['mixed flowers basket', '₹1,099'],
    ],
  },
  {
    id: 'ho14-driving-school',
    site: 'school',
    prompt:
      'Safe Drive motor training school in Nashik - car driving course 15 days ₹4,500, two wheeler course ₹2,000, licence help, book a free demo',
    expect: [{ asked: 'book a free demo', kind: 'appointment' }],
    facts: ['Safe Drive', 'Nashik', '₹4,500', '₹2,000'],
    pricedItems: [['two wheeler course', '₹2,000']],
  },
  // ho15: written on 2026-12-06 on 80da88c's generator, before any change of that session; only
  // its totals are read.
  {
    id: 'ho15-boutique',
    site: 'shop',
    prompt:
      'Ethnic wear boutique Rangrez in Jaipur — a ₹2,499 cotton kurta set, ₹899 printed dupattas, custom stitching in 5 days. visit us at Bapu Bazaar, follow on instagram',
    expect: [{ asked: 'follow on instagram', kind: 'social' }],
    facts: ['Rangrez', 'Jaipur', 'Bapu Bazaar'],
    pricedItems: [
      ['cotton kurta set', '₹2,499'],
      ['printed dupattas', '₹899'],
    ],
  },
  {
    id: 'ho15-tiffin',
    site: 'restaurant',
    prompt:
      'home style tiffin service in Pune for students and office people. veg lunch thali ₹90, monthly plan ₹2,400, delivery in Kothrud and Karve Nagar only, order on whatsapp 98220 11223',
    expect: [{ asked: 'order on whatsapp', kind: 'social' }],
    facts: ['Pune', 'Kothrud', 'Karve Nagar', '98220 11223'],
    pricedItems: [['veg lunch thali', '₹90']],
  },
  {
    id: 'ho15-photographer',
    site: 'portfolio',
    prompt:
      'Lenswala - wedding and pre-wedding photography, based in Chandigarh, travel anywhere. packages from ₹45,000. show my portfolio, what couples say, and a way to book a call',
    expect: [
      { asked: 'portfolio', kind: 'gallery' },
      { asked: 'what couples say', kind: 'testimonials' },
      { asked: 'book a call', kind: 'appointment' },
    ],
    facts: ['Lenswala', 'Chandigarh', '₹45,000'],
  },
  {
    id: 'ho15-gym',
    site: 'gym',
    prompt:
      'Muscle Factory gym, Andheri West. memberships start at ₹999 a month, personal training, zumba, steam room. timings 5am to 11pm, mon-sat',
    expect: [
      { asked: 'memberships start at ₹999 a month', kind: 'pricing' },
      { asked: 'timings 5am to 11pm', kind: 'hours' },
    ],
    facts: ['Muscle Factory', 'Andheri West', '₹999', '5am', '11pm'],
  },
  {
    id: 'ho15-hi-sweets',
    site: 'restaurant',
    language: 'hi',
    prompt:
      'लखनऊ में हमारी मिठाई की दुकान "गोपाल मिष्ठान" की वेबसाइट बनाइए। रसगुल्ला ₹300 किलो, पेड़ा ₹450 किलो। सुबह 8 से रात 10 बजे तक खुली। फ़ोन 94150 33445',
    expect: [{ asked: 'सुबह 8 से रात 10 बजे तक खुली', kind: 'hours' }],
    facts: ['गोपाल मिष्ठान', 'लखनऊ', '94150 33445'],
    pricedItems: [
      ['रसगुल्ला', '₹300'],
      ['पेड़ा', '₹450'],
    ],
  },
  {
    id: 'ho15-tip-split',
    site: 'tool',
    prompt: 'tip calculator that also splits the bill between friends',
    expect: [{ asked: 'tip calculator', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: '₹2,400 with a 10% tip among 4: ₹660 each',
        fill: [
          ['Bill', '2400'],
          ['Tip', '10'],
          ['People', '4'],
        ],
        shows: ['660'],
      },
    ],
  },
  {
    id: 'ho15-pet-grooming',
    site: 'home services',
    prompt:
      'Pawsome pet grooming in Whitefield, Bangalore: full bath and haircut ₹1,200, nail trim ₹300. pickup and drop available, book a slot online',
    expect: [{ asked: 'book a slot online', kind: 'appointment' }],
    facts: ['Pawsome', 'Whitefield'],
    pricedItems: [
      ['full bath and haircut', '₹1,200'],
      ['nail trim', '₹300'],
    ],
  },
  {
    id: 'ho15-ca-firm',
    site: 'law firm',
    prompt:
      'website for our CA firm R. K. Associates, Ahmedabad. GST filing, income tax returns, company registration. first consultation free. add a contact form and our office hours 10 to 7',
    expect: [
      { asked: 'contact form', kind: 'contact' },
      { asked: 'office hours 10 to 7', kind: 'hours' },
    ],
    facts: ['R. K. Associates', 'Ahmedabad'],
  },
  {
    id: 'ho15-vague-mom',
    site: 'shop',
    prompt:
      'something simple and pretty for my mom who makes pickles at home and sells to neighbours',
    expect: [],
    facts: [],
  },
  {
    id: 'ho15-yoga',
    site: 'yoga',
    prompt:
      'Prana yoga shala, Rishikesh. drop-in class ₹500, 200 hour teacher training ₹1,20,000. weekly schedule, student reviews and an enquiry form',
    expect: [
      { asked: 'weekly schedule', kind: 'schedule' },
      { asked: 'student reviews', kind: 'testimonials' },
      { asked: 'enquiry form', kind: 'enquiry' },
    ],
    facts: ['Prana', 'Rishikesh'],
    pricedItems: [
      ['drop-in class', '₹500'],
      ['200 hour teacher training', '₹1,20,000'],
    ],
  },
  // ho16: written on 2026-12-06 on c01fd56's generator, before any change of that session; only
  // its totals are read.
  {
    id: 'ho16-ca-co',
    site: 'law firm',
    prompt:
      'Mehta & Co., chartered accountants in Surat. audit, GST returns and TDS filing for small businesses. office hours Mon-Sat 10 to 6, call 0261 245 6677',
    expect: [{ asked: 'office hours', kind: 'hours' }],
    facts: ['Mehta & Co.', 'Surat', '0261 245 6677'],
  },
  {
    id: 'ho16-architects',
    site: 'agency',
    prompt:
      'Desai Associates, architects and interior designers in Vadodara. a gallery of our projects, the team, and a contact form',
    expect: [
      { asked: 'gallery of our projects', kind: 'gallery' },
      { asked: 'the team', kind: 'team' },
      { asked: 'contact form', kind: 'contact' },
    ],
    facts: ['Desai Associates', 'Vadodara'],
  },
  {
    id: 'ho16-momos',
    site: 'food truck',
    prompt:
      "Bittu's momos stall in Lajpat Nagar: steamed momos ₹60 plate, fried momos ₹80 plate, kurkure momos ₹100 plate. open 4pm to 10pm every day",
    expect: [{ asked: 'open 4pm to 10pm', kind: 'hours' }],
    facts: ['Lajpat Nagar', '4pm', '10pm'],
    pricedItems: [
      ['steamed momos', '₹60'],
      ['fried momos', '₹80'],
      ['kurkure momos', '₹100'],
    ],
  },
  {
    id: 'ho16-tees',
    site: 'shop',
    prompt:
      'Inkwell - printed t-shirts and hoodies. graphic tees ₹599, oversized hoodies ₹1,299. cash on delivery all over India, order on whatsapp 98200 11223',
    expect: [{ asked: 'order on whatsapp', kind: 'social' }],
    facts: ['Inkwell', '98200 11223'],
    pricedItems: [
      ['graphic tees', '₹599'],
      ['oversized hoodies', '₹1,299'],
    ],
  },
  {
    id: 'ho16-mr-parlour',
    site: 'salon',
    language: 'mr',
    prompt:
      'पुण्यातील आमच्या "सई ब्युटी पार्लर" साठी वेबसाइट बनवा. हेअर कट ₹300, फेशियल ₹800. अपॉइंटमेंट बुक करा. फोन 98220 44556',
    expect: [{ asked: 'अपॉइंटमेंट बुक करा', kind: 'appointment' }],
    facts: ['सई ब्युटी पार्लर', '98220 44556'],
    pricedItems: [
      ['हेअर कट', '₹300'],
      ['फेशियल', '₹800'],
    ],
  },
  {
    id: 'ho16-percent',
    site: 'tool',
    prompt: 'a percentage calculator: what is X percent of a number',
    expect: [{ asked: 'percentage calculator', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: '15% of 2,000 is 300',
        fill: [
          ['Percent', '15'],
          ['Number', '2000'],
        ],
        shows: ['300'],
      },
    ],
  },
  {
    id: 'ho16-vague-hardware',
    site: 'shop',
    prompt: "my uncle's small hardware shop needs a website, nothing fancy",
    expect: [],
    facts: [],
  },
  {
    id: 'ho16-mela',
    site: 'event',
    prompt:
      'Diwali mela at Green Park society on 1 November, food stalls and games for kids, entry free. register your stall for ₹500',
    expect: [{ asked: 'register your stall', kind: 'rsvp' }],
    facts: ['Green Park', '1 November'],
    pricedItems: [['stall', '₹500']],
  },
  {
    id: 'ho16-physio',
    site: 'clinic',
    prompt:
      'physiotherapy clinic by Dr. Sneha Kulkarni in Kothrud, Pune. back pain, sports injuries and post-surgery rehab. ₹700 per session, home visits available. book an appointment',
    expect: [{ asked: 'book an appointment', kind: 'appointment' }],
    facts: ['Sneha Kulkarni', 'Kothrud'],
    pricedItems: [['session', '₹700']],
  },
  {
    id: 'ho16-homestay',
    site: 'homestay',
    prompt:
      'Misty Hills homestay in Coorg, 3 rooms, ₹3,500 per night with breakfast, coffee estate walks. photos and a booking enquiry form',
    expect: [
      { asked: 'photos', kind: 'gallery' },
      { asked: 'booking enquiry form', kind: 'enquiry' },
    ],
    facts: ['Misty Hills', 'Coorg', '₹3,500'],
  },
  // ho17: written on 2026-12-07 on 317dd20's generator, before any change of that session; only
  // its totals are read.
  {
    id: 'ho17-tailor',
    site: 'shop',
    prompt:
      'Stitch by Farah - ladies tailoring in Tolichowki, Hyderabad. blouse stitching ₹650, salwar suit ₹900, alterations from ₹100. whatsapp 90000 12345 to book a measurement',
    expect: [{ asked: 'whatsapp', kind: 'social' }],
    facts: ['Stitch by Farah', 'Tolichowki', '90000 12345'],
    pricedItems: [
      ['blouse stitching', '₹650'],
      ['salwar suit', '₹900'],
    ],
  },
  {
    id: 'ho17-fd',
    site: 'tool',
    prompt: 'fixed deposit calculator, interest added every quarter',
    expect: [{ asked: 'fixed deposit calculator', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: '₹1,00,000 at 7% for 5 years, quarterly: ₹1,41,478',
        fill: [
          ['Deposit', '100000'],
          ['Interest rate', '7'],
          ['Years', '5'],
        ],
        shows: ['1,41,478'],
      },
    ],
  },
  {
    id: 'ho17-cakes',
    site: 'bakery',
    prompt: 'something simple for my wife who bakes cakes at home',
    expect: [],
    facts: [],
  },
  {
    id: 'ho17-fest',
    site: 'event',
    prompt:
      'Zephyr 2027, the tech fest of VIT Vellore, 14-16 February. hackathon, robo wars and a coding contest. schedule, sponsors and register for events',
    expect: [
      { asked: 'schedule', kind: 'schedule' },
      { asked: 'register for events', kind: 'rsvp' },
    ],
    facts: ['Zephyr 2027', 'VIT Vellore', '14-16 February'],
  },
  {
    id: 'ho17-shelter',
    site: 'charity',
    prompt:
      'Paws Haven, a dog shelter in Jaipur. dogs up for adoption, donate for food and vet bills, volunteer on weekends',
    expect: [
      { asked: 'donate', kind: 'donation' },
      { asked: 'volunteer', kind: 'volunteer' },
    ],
    facts: ['Paws Haven', 'Jaipur'],
  },
  {
    id: 'ho17-neet',
    site: 'school',
    prompt:
      'Aim Academy, NEET coaching in Kota. two-year batch ₹1,60,000, one-year batch ₹90,000. faculty, and an admission enquiry form',
    expect: [
      { asked: 'faculty', kind: 'team' },
      { asked: 'admission enquiry form', kind: 'enquiry' },
    ],
    facts: ['Aim Academy', 'Kota'],
    pricedItems: [
      ['two-year batch', '₹1,60,000'],
      ['one-year batch', '₹90,000'],
    ],
  },
  {
    id: 'ho17-ac',
    site: 'home services',
    prompt:
      'CoolCare AC repair in Chennai. AC service ₹499, gas refill ₹2,200, installation ₹1,200. call 98410 22334 or book a visit',
    expect: [{ asked: 'book a visit', kind: 'appointment' }],
    facts: ['CoolCare', 'Chennai', '98410 22334'],
    pricedItems: [
      ['AC service', '₹499'],
      ['gas refill', '₹2,200'],
      ['installation', '₹1,200'],
    ],
  },
  {
    id: 'ho17-ta-mess',
    site: 'restaurant',
    language: 'ta',
    prompt:
      'மதுரையில் உள்ள "அம்மா மெஸ்" உணவகத்திற்கு இணையதளம். சாப்பாடு ₹120, பரோட்டா ₹40. மெனு மற்றும் நேரம் வேண்டும்',
    expect: [
      { asked: 'மெனு', kind: 'menu' },
      { asked: 'நேரம்', kind: 'hours' },
    ],
    facts: ['அம்மா மெஸ்'],
    pricedItems: [
      ['சாப்பாடு', '₹120'],
      ['பரோட்டா', '₹40'],
    ],
  },
  {
    id: 'ho17-designer',
    site: 'portfolio',
    prompt:
      'personal site for Ananya Iyer, a UX designer in Bengaluru. case studies, my resume to download, and a way to get in touch',
    expect: [
      { asked: 'resume to download', kind: 'download' },
      { asked: 'get in touch', kind: 'contact' },
    ],
    facts: ['Ananya Iyer', 'Bengaluru'],
  },
  {
    id: 'ho17-carpool',
    site: 'community',
    prompt:
      'a carpool group for people in Whitefield who commute to Electronic City. how it works, rules, and a form to join',
    expect: [{ asked: 'form to join', kind: 'enquiry' }],
    facts: ['Whitefield', 'Electronic City'],
  },
  // ho18: written on 2026-12-07 after this session's reading of ho11, ho12 and ho15 to ho17's miss
  // lines (a faulty filter showed them), and measured first on 317dd20's generator; only its
  // totals are read.
  {
    id: 'ho18-electrician',
    site: 'home services',
    prompt:
      'Sunil Sharma, electrician in Dwarka, Delhi. wiring, fan and light fitting, inverter installation. visiting charge ₹200. call 98111 22233',
    expect: [],
    facts: ['Sunil Sharma', 'Dwarka', '98111 22233'],
    pricedItems: [['visiting charge', '₹200']],
  },
  {
    id: 'ho18-bn-sweets',
    site: 'bakery',
    language: 'bn',
    prompt:
      'কলকাতায় আমাদের মিষ্টির দোকান "মা লক্ষ্মী মিষ্টান্ন ভাণ্ডার"। রসগোল্লা ₹15, সন্দেশ ₹20। দোকানের সময় সকাল ৭টা থেকে রাত ১০টা',
    expect: [{ asked: 'দোকানের সময়', kind: 'hours' }],
    facts: ['মা লক্ষ্মী মিষ্টান্ন ভাণ্ডার'],
    pricedItems: [
      ['রসগোল্লা', '₹15'],
      ['সন্দেশ', '₹20'],
    ],
  },
  {
    id: 'ho18-km-miles',
    site: 'tool',
    prompt: 'convert kilometres to miles for my running log',
    expect: [{ asked: 'convert kilometres to miles', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: '42.195 km is 26.22 miles',
        fill: [['Kilometres', '42.195']],
        shows: ['26.22'],
      },
    ],
  },
  {
    id: 'ho18-yoga',
    site: 'yoga',
    prompt:
      'Prana Yoga studio in Indiranagar, hatha and vinyasa, morning and evening batches, ₹2,500 a month. timetable and book a trial class',
    expect: [
      { asked: 'timetable', kind: 'schedule' },
      { asked: 'book a trial class', kind: 'appointment' },
    ],
    facts: ['Prana Yoga', 'Indiranagar'],
  },
  {
    id: 'ho18-wedding',
    site: 'event',
    prompt:
      'wedding website for Priya and Karthik, 12 February 2027 in Mysuru. the events, travel and stay, and RSVP',
    expect: [
      { asked: 'the events', kind: 'schedule' },
      { asked: 'RSVP', kind: 'rsvp' },
    ],
    facts: ['Priya', 'Karthik', 'Mysuru'],
  },
  {
    id: 'ho18-podcast',
    site: 'podcast',
    prompt:
      'Chai Pe Charcha, a podcast about Indian startups. all episodes, listen on Spotify, and a form to suggest a guest',
    expect: [
      { asked: 'all episodes', kind: 'posts' },
      { asked: 'listen on Spotify', kind: 'social' },
    ],
    facts: ['Chai Pe Charcha', 'Spotify'],
  },
  {
    id: 'ho18-vague-farm',
    site: 'shop',
    prompt: "need a site for my dad's farm produce",
    expect: [],
    facts: [],
  },
  {
    id: 'ho18-grooming',
    site: 'pet care',
    prompt:
      'Furry Tails, pet grooming at home in Gurugram. bath ₹799, full grooming ₹1,499. book a slot',
    expect: [{ asked: 'book a slot', kind: 'appointment' }],
    facts: ['Furry Tails', 'Gurugram'],
    pricedItems: [
      ['bath', '₹799'],
      ['full grooming', '₹1,499'],
    ],
  },
  {
    id: 'ho18-advocate',
    site: 'law firm',
    prompt:
      'Advocate Rakesh Verma, civil and property cases in Lucknow. consultation ₹1,000. contact form',
    expect: [{ asked: 'contact form', kind: 'contact' }],
    facts: ['Rakesh Verma', 'Lucknow'],
    pricedItems: [['consultation', '₹1,000']],
  },
  {
    id: 'ho18-book-club',
    site: 'community',
    prompt:
      'Pages & Chai, a book club in Pune that meets every second Sunday at a café. what we are reading and a join form',
    expect: [{ asked: 'join form', kind: 'contact' }],
    facts: ['Pages & Chai', 'Pune'],
  },
  // ho19: written on 2026-12-07 on 1013460's generator, before its next change (headings, menus
  // and hours on pages in other languages, which three of these briefs ask for); only its totals
  // are read.
  {
    id: 'ho19-hi-dhaba',
    site: 'restaurant',
    language: 'hi',
    prompt:
      'इंदौर में हमारा ढाबा "शर्मा भोजनालय"। थाली ₹150, पराठा ₹40। मेन्यू और खुलने का समय सुबह 11 से रात 11 बजे तक',
    expect: [
      { asked: 'मेन्यू', kind: 'menu' },
      { asked: 'खुलने का समय', kind: 'hours' },
    ],
    facts: ['शर्मा भोजनालय'],
    pricedItems: [
      ['थाली', '₹150'],
      ['पराठा', '₹40'],
    ],
  },
  {
    id: 'ho19-es-peluqueria',
    site: 'salon',
    language: 'es',
    prompt:
      'Peluquería "Rizos" en Valencia. Corte de pelo 15 €, tinte 35 €. Horario de lunes a sábado de 10:00 a 20:00. Reserva tu cita',
    expect: [
      { asked: 'Horario', kind: 'hours' },
      { asked: 'Reserva tu cita', kind: 'appointment' },
    ],
    facts: ['Rizos', 'Valencia'],
    pricedItems: [
      ['Corte de pelo', '15 €'],
      ['tinte', '35 €'],
    ],
  },
  {
    id: 'ho19-mr-cakes',
    site: 'bakery',
    language: 'mr',
    prompt: 'नाशिकमधील "आई केक्स" साठी वेबसाइट. चॉकलेट केक ₹500, कपकेक ₹60. फोटो गॅलरी',
    expect: [{ asked: 'फोटो गॅलरी', kind: 'gallery' }],
    facts: ['आई केक्स'],
    pricedItems: [
      ['चॉकलेट केक', '₹500'],
      ['कपकेक', '₹60'],
    ],
  },
  {
    id: 'ho19-guest-house',
    site: 'homestay',
    prompt:
      'Lakeview guest house in Nainital, 5 rooms, ₹2,800 a night, room photos and a booking form',
    expect: [
      { asked: 'room photos', kind: 'gallery' },
      { asked: 'booking form', kind: 'booking' },
    ],
    facts: ['Lakeview', 'Nainital', '₹2,800'],
  },
  {
    id: 'ho19-home-loan',
    site: 'tool',
    prompt: 'loan EMI calculator for a home loan',
    expect: [{ asked: 'loan EMI calculator', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: '₹30 lakh at 8.5% for 20 years: ₹26,035 a month',
        fill: [
          ['Loan amount', '3000000'],
          ['Interest rate', '8.5'],
          ['Term', '20'],
        ],
        shows: ['₹26,035'],
      },
    ],
  },
  {
    id: 'ho19-dance',
    site: 'school',
    prompt:
      'Beats dance academy in Vashi - bollywood, hip hop and contemporary classes for kids and adults, ₹1,500 a month, class timings, enquiry form',
    expect: [
      { asked: 'class timings', kind: 'schedule' },
      { asked: 'enquiry form', kind: 'enquiry' },
    ],
    facts: ['Beats', 'Vashi'],
  },
  {
    id: 'ho19-vague-tailoring',
    site: 'shop',
    prompt: "website for my mom's tailoring work",
    expect: [],
    facts: [],
  },
  {
    id: 'ho19-landscaping',
    site: 'home services',
    prompt:
      'Green Thumb landscaping in Gurugram: garden design, lawn care and terrace gardens. photos of our work and get a quote',
    expect: [
      { asked: 'photos of our work', kind: 'gallery' },
      { asked: 'get a quote', kind: 'enquiry' },
    ],
    facts: ['Green Thumb', 'Gurugram'],
  },
  {
    id: 'ho19-mixer',
    site: 'event',
    prompt: 'Startup Mixer Pune on 20 March at 91springboard, Baner. 6pm to 9pm, free entry, RSVP',
    expect: [{ asked: 'RSVP', kind: 'rsvp' }],
    facts: ['20 March', '6pm'],
  },
  {
    id: 'ho19-ent',
    site: 'clinic',
    prompt:
      'Dr. Anil Mehra, ENT specialist in Jalandhar. consultation ₹600, clinic timings 10am to 2pm and 5pm to 8pm, book appointment',
    expect: [
      { asked: 'clinic timings', kind: 'hours' },
      { asked: 'book appointment', kind: 'appointment' },
    ],
    facts: ['Anil Mehra', 'Jalandhar'],
    pricedItems: [['consultation', '₹600']],
  },
  // ho20: written on 2026-12-07 on 80b9d56's generator, before any change of this session; only
  // its totals are read.
  {
    id: 'ho20-bike-service',
    site: 'home services',
    prompt:
      'Speed Motors two-wheeler service centre in Madurai. general service ₹799, oil change ₹350. free pick-up and drop, book a service slot, call 98430 12345',
    expect: [{ asked: 'book a service slot', kind: 'appointment' }],
    facts: ['Speed Motors', 'Madurai', '98430 12345'],
    pricedItems: [
      ['general service', '₹799'],
      ['oil change', '₹350'],
    ],
  },
  {
    id: 'ho20-fr-boulangerie',
    site: 'bakery',
    language: 'fr',
    prompt:
      'Boulangerie "Le Fournil" à Lyon. Baguette 1,20 €, croissant 1,10 €. Nos horaires : du mardi au dimanche, de 7h à 19h. Une galerie de nos pains',
    expect: [
      { asked: 'horaires', kind: 'hours' },
      { asked: 'galerie', kind: 'gallery' },
    ],
    facts: ['Le Fournil', 'Lyon'],
    pricedItems: [
      ['Baguette', '1,20 €'],
      ['croissant', '1,10 €'],
    ],
  },
  {
    id: 'ho20-split-bill',
    site: 'tool',
    prompt: 'split the bill between friends, with a tip',
    expect: [{ asked: 'split the bill', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: '₹2,400 with a 10% tip for 4 people: ₹660 each',
        fill: [
          ['Bill', '2400'],
          ['Tip', '10'],
          ['People', '4'],
        ],
        shows: ['660'],
      },
    ],
  },
  {
    id: 'ho20-coaching',
    site: 'school',
    prompt:
      'Apex Classes, JEE coaching in Kota. batches for class 11 and 12, fee ₹85,000 a year, batch timings and book a free demo class',
    expect: [
      { asked: 'batch timings', kind: 'schedule' },
      { asked: 'free demo class', kind: 'trial' },
    ],
    facts: ['Apex Classes', 'Kota', '₹85,000'],
  },
  {
    id: 'ho20-vague-paintings',
    site: 'shop',
    prompt: 'i paint, want to sell my paintings online',
    expect: [],
    facts: [],
  },
  {
    id: 'ho20-wedding-planner',
    site: 'agency',
    prompt:
      'Shaadi Stories - wedding planners in Jaipur. destination weddings, decor and vendor coordination. reviews from couples, enquiry form, instagram @shaadistories',
    expect: [
      { asked: 'reviews from couples', kind: 'testimonials' },
      { asked: 'enquiry form', kind: 'enquiry' },
      { asked: 'instagram', kind: 'social' },
    ],
    facts: ['Shaadi Stories', 'Jaipur', '@shaadistories'],
  },
  {
    id: 'ho20-dog-rescue',
    site: 'charity',
    prompt:
      'Paws Rescue Trust, Bengaluru - we rescue and treat street dogs. donate button, volunteer signup, dogs up for adoption',
    expect: [
      { asked: 'donate', kind: 'donation' },
      { asked: 'volunteer signup', kind: 'volunteer' },
      { asked: 'dogs up for adoption', kind: 'gallery' },
    ],
    facts: ['Paws Rescue', 'Bengaluru'],
  },
  {
    id: 'ho20-bn-cabin',
    site: 'restaurant',
    language: 'bn',
    prompt: 'কলকাতায় আমাদের "মা তারা কেবিন"। ফিশ ফ্রাই ₹60, মোগলাই পরোটা ₹80। খোলার সময় বিকেল ৪টা থেকে রাত ১০টা',
    expect: [{ asked: 'খোলার সময়', kind: 'hours' }],
    facts: ['মা তারা কেবিন'],
    pricedItems: [
      ['ফিশ ফ্রাই', '₹60'],
      ['মোগলাই পরোটা', '₹80'],
    ],
  },
  {
    id: 'ho20-car-rental',
    site: 'travel agency',
    prompt:
      'Goa Wheels self-drive car rental in Panaji. hatchback ₹1,800 a day, SUV ₹3,200 a day, delivery at the airport. booking form and whatsapp +91 98220 55555',
    expect: [
      { asked: 'booking form', kind: 'booking' },
      { asked: 'whatsapp', kind: 'social' },
    ],
    facts: ['Goa Wheels', 'Panaji', '+91 98220 55555'],
    pricedItems: [
      ['hatchback', '₹1,800'],
      ['SUV', '₹3,200'],
    ],
  },
  {
    id: 'ho20-book-launch',
    site: 'event',
    prompt:
      'launch of my novel "The Salt Road" on 14 February, 5pm at Crossword, Kemps Corner, Mumbai. reading and signing, RSVP please',
    expect: [{ asked: 'RSVP', kind: 'rsvp' }],
    facts: ['The Salt Road', '14 February', '5pm', 'Kemps Corner'],
  },
  // ho21: written on 2026-12-07 on c75eed6's generator, before any change of this session; only
  // its totals are read.
  {
    id: 'ho21-home-cleaning',
    site: 'home services',
    prompt:
      'Sparkle home cleaning in Hyderabad. 2BHK deep cleaning ₹3,499, bathroom cleaning ₹799, sofa shampoo ₹1,200. book a slot online or call 90000 11223',
    expect: [{ asked: 'book a slot', kind: 'booking' }],
    facts: ['Sparkle', 'Hyderabad', '90000 11223'],
    pricedItems: [
      ['deep cleaning', '₹3,499'],
      ['bathroom cleaning', '₹799'],
      ['sofa shampoo', '₹1,200'],
    ],
  },
  {
    id: 'ho21-guitar-teacher',
    site: 'school',
    prompt:
      "guitar lessons by Rohan D'Souza in Bandra. beginners and intermediate, weekend batches, fees ₹12,000 per quarter. first class free, message me to join",
    expect: [
      { asked: 'weekend batches', kind: 'schedule' },
      { asked: 'first class free', kind: 'trial' },
    ],
    facts: ["Rohan D'Souza", 'Bandra', '₹12,000'],
  },
  {
    id: 'ho21-physio',
    site: 'clinic',
    prompt:
      'PhysioFirst - Dr. Kavya Nair, physiotherapist in Kochi. back pain, sports injuries, post-surgery rehab. home visits too. timings Mon to Sat 9am-1pm, appointment form',
    expect: [
      { asked: 'timings', kind: 'hours' },
      { asked: 'appointment form', kind: 'appointment' },
    ],
    facts: ['PhysioFirst', 'Kavya Nair', 'Kochi'],
  },
  {
    id: 'ho21-percent-tool',
    site: 'tool',
    prompt: 'a discount calculator: price and % off, shows what I pay and how much I save',
    expect: [{ asked: 'discount calculator', kind: 'calculator' }],
    facts: [],
  },
  {
    id: 'ho21-hi-kirana',
    site: 'shop',
    language: 'hi',
    prompt:
      'लखनऊ में हमारी किराने की दुकान "शर्मा जनरल स्टोर"। होम डिलीवरी मिलती है। दुकान का समय सुबह 8 बजे से रात 9 बजे तक। व्हाट्सएप पर ऑर्डर करें',
    expect: [
      { asked: 'दुकान का समय', kind: 'hours' },
      { asked: 'व्हाट्सएप', kind: 'social' },
    ],
    facts: ['शर्मा जनरल स्टोर'],
  },
  {
    id: 'ho21-austin-tacos',
    site: 'restaurant',
    prompt:
      'Taqueria El Guero in Austin, Texas. street tacos $3.50, burrito $9, horchata $3. open Tuesday to Sunday 11am-10pm. menu and a map',
    expect: [
      { asked: 'menu', kind: 'menu' },
      { asked: 'open Tuesday to Sunday', kind: 'hours' },
      { asked: 'map', kind: 'map' },
    ],
    facts: ['El Guero', 'Austin'],
    pricedItems: [
      ['street tacos', '$3.50'],
      ['burrito', '$9'],
    ],
  },
  {
    id: 'ho21-pickles',
    site: 'shop',
    prompt:
      "Amma's pickles from Guntur. mango avakaya 500g ₹250, gongura 500g ₹220, lemon 500g ₹180. we ship across India, order on whatsapp 98480 12345",
    expect: [{ asked: 'whatsapp', kind: 'social' }],
    facts: ['Guntur', '98480 12345'],
    pricedItems: [
      ['avakaya', '₹250'],
      ['gongura', '₹220'],
    ],
  },
  {
    id: 'ho21-vague-farm',
    site: 'shop',
    prompt: 'something simple for our little organic farm',
    expect: [],
    facts: [],
  },
  {
    id: 'ho21-tailor',
    site: 'home services',
    prompt:
      'Stitch Perfect ladies tailor, Chandigarh sector 22. blouse stitching ₹450, salwar suit ₹700, alterations from ₹100. open 10 to 8, tuesday closed. enquiry form',
    expect: [
      { asked: 'open 10 to 8', kind: 'hours' },
      { asked: 'enquiry form', kind: 'enquiry' },
    ],
    facts: ['Stitch Perfect', 'Chandigarh'],
    pricedItems: [
      ['blouse stitching', '₹450'],
      ['salwar suit', '₹700'],
    ],
  },
  {
    id: 'ho21-half-marathon',
    site: 'event',
    prompt:
      'Nashik Half Marathon, Sunday 10 January 2027, flag off 6am at Golf Club ground. 5K, 10K and 21K categories, route map, FAQs',
    expect: [
      { asked: 'route map', kind: 'map' },
      { asked: 'FAQs', kind: 'faq' },
    ],
    facts: ['Nashik Half Marathon', '10 January 2027', '6am', 'Golf Club'],
  },
  {
    id: 'ho22-dog-groomer',
    site: 'pet care',
    prompt:
      'Paws & Suds dog grooming, Indiranagar Bengaluru. bath and blow dry ₹900 small dogs, ₹1400 large dogs, nail trim ₹250. book a slot, open mon-sat 9-6',
    expect: [
      { asked: 'book a slot', kind: 'appointment' },
      { asked: 'open mon-sat 9-6', kind: 'hours' },
    ],
    facts: ['Paws & Suds', 'Indiranagar'],
    pricedItems: [['nail trim', '₹250']],
  },
  {
    id: 'ho22-wedding-photo',
    site: 'portfolio',
    prompt:
      'wedding photographer Rohan Mehta, based in Jaipur, travels anywhere. candid + traditional packages from ₹85,000. show my work and let couples enquire about dates',
    expect: [
      { asked: 'show my work', kind: 'gallery' },
      { asked: 'enquire about dates', kind: 'enquiry' },
    ],
    facts: ['Rohan Mehta', 'Jaipur'],
  },
  {
    id: 'ho22-mr-misal',
    site: 'restaurant',
    prompt:
      'पुण्यातील आमचे मिसळ घर — मिसळ पाव ₹80, वडा पाव ₹20, पोहे ₹30. सकाळी ७ ते दुपारी २ उघडे. मेनू आणि पत्ता',
    expect: [
      { asked: 'मेनू', kind: 'menu' },
      { asked: 'सकाळी ७ ते दुपारी २', kind: 'hours' },
    ],
    facts: [],
  },
  {
    id: 'ho22-coworking',
    site: 'coworking',
    prompt:
      'DeskHive coworking in Kochi, Kakkanad. day pass ₹400, dedicated desk ₹6,500 a month, meeting room ₹500 per hour. fast wifi, parking. book a tour',
    expect: [
      { asked: 'day pass', kind: 'pricing' },
      { asked: 'book a tour', kind: 'booking' },
    ],
    facts: ['DeskHive', 'Kochi'],
    pricedItems: [
      ['day pass', '₹400'],
      ['dedicated desk', '₹6,500'],
    ],
  },
  {
    id: 'ho22-fuel-trip',
    site: 'tool',
    prompt: 'how much petrol money for our road trip? distance, my car mileage and petrol rate',
    expect: [{ asked: 'petrol money', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: '600 km at 15 km per litre and ₹105 a litre: ₹4,200',
        fill: [
          ['Distance', '600'],
          ['Mileage', '15'],
          ['Fuel price', '105'],
        ],
        shows: ['4,200'],
      },
    ],
  },
  {
    id: 'ho22-goa-gig',
    site: 'event',
    prompt:
      'Sunset Sessions at Vagator beach, Goa — live acoustic sets every Friday in December from 5pm. entry free, table reservations, lineup',
    expect: [
      { asked: 'table reservations', kind: 'booking' },
      { asked: 'lineup', kind: 'schedule' },
    ],
    facts: ['Sunset Sessions', 'Vagator', '5pm'],
  },
  {
    id: 'ho22-leeds-plumber',
    site: 'home services',
    prompt:
      'Dave Clarke Plumbing & Heating, Leeds. boiler service £75, emergency call out £90. Gas Safe registered no. 554321. quote request form',
    expect: [{ asked: 'quote request form', kind: 'enquiry' }],
    facts: ['Dave Clarke', 'Leeds', '554321'],
    pricedItems: [['boiler service', '£75']],
  },
  {
    id: 'ho22-vague-baking',
    site: 'shop',
    prompt: "a page for my mom's home baking",
    expect: [],
    facts: [],
  },
  {
    id: 'ho22-driving-school',
    site: 'school',
    prompt:
      'Safe Drive Motor Training School, Gomti Nagar Lucknow. 15 day car course ₹4,500, 21 days ₹6,000, help with learner licence. call 94150 22334, timings 7am to 7pm',
    expect: [
      { asked: 'timings 7am to 7pm', kind: 'hours' },
      { asked: '15 day car course', kind: 'pricing' },
    ],
    facts: ['Safe Drive', 'Gomti Nagar', '94150 22334'],
    pricedItems: [['15 day car course', '₹4,500']],
  },
  {
    id: 'ho22-ux-portfolio',
    site: 'portfolio',
    prompt:
      'portfolio for Meera Pillai, product designer, 6 years at fintech startups. case studies, my process, and a way to reach me',
    expect: [
      { asked: 'case studies', kind: 'gallery' },
      { asked: 'a way to reach me', kind: 'contact' },
    ],
    facts: ['Meera Pillai'],
  },
  {
    id: 'ho23-swim-coach',
    site: 'school',
    prompt:
      'summer swimming classes for kids 6 to 14 yrs, coach Anil Pawar, Mahatma Gandhi pool Shivaji Park, Dadar. batches: 6:30-7:30am, 7:30-8:30am, evening 5 to 6. max 8 kids per batch. ₹3,500 for 20 sessions, costume + cap compulsory. admission form pls, call 98200 45671',
    expect: [
      { asked: 'batches', kind: 'schedule' },
      { asked: '₹3,500 for 20 sessions', kind: 'pricing' },
      { asked: 'admission form', kind: 'enquiry' },
    ],
    facts: ['Anil Pawar', 'Shivaji Park', '98200 45671'],
    pricedItems: [['20 sessions', '₹3,500']],
  },
  {
    id: 'ho23-kathak',
    site: 'school',
    prompt:
      'kathak classes by Sunanda Mishra ji, Aliganj Lucknow. batches - Mon/Wed/Fri 4 se 5 baje bachchon ke liye (6-12 saal), Tue/Thu/Sat shaam 6 se 7:30 ladies batch, Sunday 10 to 12 advanced students. fees ₹1,200 mahina + admission ₹500 ek baar. stage shows ki photos daalni hai, call 94155 60721',
    expect: [
      { asked: 'batches', kind: 'schedule' },
      { asked: 'fees ₹1,200 mahina', kind: 'pricing' },
      { asked: 'stage shows ki photos', kind: 'gallery' },
    ],
    facts: ['Sunanda Mishra', 'Aliganj', '94155 60721'],
    pricedItems: [['admission', '₹500']],
  },
  {
    id: 'ho23-watch-repair',
    site: 'home services',
    prompt:
      'Time Care watch repair, Chickpet Bengaluru, since 1988. we repair all brands — battery change ₹150, strap and chain fitting, glass change ₹300, water resistance testing, full servicing of automatic and mechanical watches, old HMT and wall clocks also. open 10.30am to 8pm, sunday till 2. ask for Imran, 98450 33127',
    expect: [
      {
        asked: 'battery change ₹150, strap and chain fitting, glass change ₹300',
        kind: 'services',
      },
      { asked: 'open 10.30am to 8pm, sunday till 2', kind: 'hours' },
    ],
    facts: ['Time Care', 'Chickpet', 'Imran', '98450 33127'],
    pricedItems: [
      ['battery change', '₹150'],
      ['glass change', '₹300'],
    ],
  },
  {
    id: 'ho23-bristol-bikes',
    site: 'home services',
    prompt:
      "Spoke Doctor, bike repair workshop in Stokes Croft, Bristol. I'm Tom Ellery, been fixing bikes 15 years. puncture repair £12, brake adjustment £15, full service £65, wheel truing from £20. road, mountain, e-bikes and cargo bikes welcome. open tue-sat 9-5:30. book a service online or ring 0117 496 0382",
    expect: [
      { asked: 'open tue-sat 9-5:30', kind: 'hours' },
      { asked: 'book a service online', kind: 'appointment' },
    ],
    facts: ['Spoke Doctor', 'Stokes Croft', 'Tom Ellery', '0117 496 0382'],
    pricedItems: [
      ['puncture repair', '£12'],
      ['brake adjustment', '£15'],
      ['full service', '£65'],
    ],
  },
  {
    id: 'ho23-beauty-parlour',
    site: 'salon',
    prompt:
      'ladies beauty parlour in Lalpur, Ranchi. threading ₹40, upper lip ₹20, facial from ₹600, waxing, hair spa, bridal makeup bhi karte hai. appointment ke liye whatsapp karo 70040 18862. parlour ka naam Roop Shringar hai',
    expect: [
      {
        asked: 'threading ₹40, upper lip ₹20, facial from ₹600, waxing, hair spa',
        kind: 'services',
      },
      { asked: 'whatsapp karo', kind: 'social' },
    ],
    facts: ['Roop Shringar', 'Lalpur', 'Ranchi', '70040 18862'],
    pricedItems: [
      ['threading', '₹40'],
      ['facial', '₹600'],
    ],
  },
  {
    id: 'ho23-stationery',
    site: 'shop',
    prompt:
      'stationery and xerox shop opposite Fergusson College gate, Pune — Akshar Stationers. xerox ₹2 a page, colour print ₹10, spiral binding ₹40, lamination, project files, art and craft material. open 8am to 9pm all 7 days. send your pdf on whatsapp 98220 71436 and collect in 10 min',
    expect: [
      { asked: 'open 8am to 9pm all 7 days', kind: 'hours' },
      { asked: 'whatsapp', kind: 'social' },
    ],
    facts: ['Akshar Stationers', 'Fergusson College', '98220 71436'],
    pricedItems: [
      ['colour print', '₹10'],
      ['spiral binding', '₹40'],
    ],
  },
  {
    id: 'ho23-tattoo',
    site: 'salon',
    prompt:
      'Ink Tide tattoo studio in Anjuna, Goa. custom designs by Kiran Naik, small tattoos from ₹2,500, cover ups, fine line work. no walk-ins on weekends. show past work as a portfolio, book a consultation, insta @inktidegoa',
    expect: [
      { asked: 'show past work as a portfolio', kind: 'gallery' },
      { asked: 'book a consultation', kind: 'appointment' },
      { asked: 'insta', kind: 'social' },
    ],
    facts: ['Ink Tide', 'Anjuna', 'Kiran Naik', '@inktidegoa'],
    pricedItems: [['small tattoos', '₹2,500']],
  },
  {
    id: 'ho23-ice-cream',
    site: 'cafe',
    prompt:
      'Scoop Shack ice cream, Portland Maine. waffle cone $5.50, sundae $8, pint to go $11. open noon-9 daily, may to sept',
    expect: [{ asked: 'open noon-9 daily', kind: 'hours' }],
    facts: ['Scoop Shack', 'Portland'],
    pricedItems: [
      ['waffle cone', '$5.50'],
      ['pint to go', '$11'],
    ],
  },
  {
    id: 'ho23-path-lab',
    site: 'clinic',
    prompt:
      'Shree Diagnostics pathology lab, sector 21 Gandhinagar. CBC ₹250, thyroid profile ₹450, full body checkup ₹1,499 (60+ tests). free home sample collection above ₹999, reports on whatsapp same day. timings 7am-8pm, sunday 7am-1pm. book home collection, ph 079 2324 5566',
    expect: [
      { asked: 'timings 7am-8pm, sunday 7am-1pm', kind: 'hours' },
      { asked: 'book home collection', kind: 'appointment' },
    ],
    facts: ['Shree Diagnostics', 'Gandhinagar', '079 2324 5566'],
    pricedItems: [
      ['thyroid profile', '₹450'],
      ['full body checkup', '₹1,499'],
    ],
  },
  {
    id: 'ho23-girls-pg',
    site: 'homestay',
    prompt:
      'Sai Comfort Girls PG, Koramangala 5th block Bengaluru. single room ₹14,000/month, twin sharing ₹9,500, triple sharing ₹7,500 — 3 time ghar jaisa khana, wifi, washing machine, CCTV, 10:30pm gate closing. 1 month deposit. room photos aur location map chahiye, call warden Lata aunty 99001 23456',
    expect: [
      { asked: 'room photos', kind: 'gallery' },
      { asked: 'location map', kind: 'map' },
    ],
    facts: ['Sai Comfort', 'Koramangala', 'Lata', '99001 23456'],
    pricedItems: [
      ['single room', '₹14,000'],
      ['twin sharing', '₹9,500'],
      ['triple sharing', '₹7,500'],
    ],
  },
  // ho24: written on 2026-12-07 by a helper that had not read the generator; nothing was shaped
  // on them.
  {
    id: 'ho24-society-mela',
    site: 'event',
    prompt:
      'hi we r doing Sankranti Sambhrama mela in our society Greenwood Heights, Kanakapura road blr on sunday 17th jan. approx 25 stalls - food, bangles, handmade stuff, pickles, kids games like ring toss n tambola at 6pm, rangoli competition morning 8 o clock. timings 11am to 9pm. need page with the days programme and stall booking, ₹750 per table. for any queries call Mrs Lakshmi Rao 98450 33127 or Venkat (cultural secy) 99860 41208',
    expect: [
      { asked: 'the days programme', kind: 'schedule' },
      { asked: 'stall booking', kind: 'rsvp' },
    ],
    facts: ['Greenwood Heights', '17th jan', '11am to 9pm', '98450 33127'],
    pricedItems: [['stall booking', '₹750']],
  },
  {
    id: 'ho24-school-fayre',
    site: 'event',
    prompt:
      "PTA summer fair page pls!! Westmead Primary School Summer Fayre, Sat 19th June 12-4pm on the school field (Church Lane entrance). tombola, cake stall, bouncy castle, fun dog show at 2, teddy zip wire, BBQ and a Pimm's tent for the grown ups. raffle tickets £1 a strip, top prize is a family pass to Drusillas. entry 50p, under 5s free. we need a sign up for parent helpers (always short!!) and a thank you bit for our local sponsors. all money raised goes to the new library",
    expect: [
      { asked: 'a sign up for parent helpers', kind: 'volunteer' },
      { asked: 'a thank you bit for our local sponsors', kind: 'logos' },
    ],
    facts: ['Westmead Primary School', 'Sat 19th June', '12-4pm', 'Church Lane'],
    pricedItems: [
      ['raffle tickets', '£1'],
      ['entry', '50p'],
    ],
  },
  {
    id: 'ho24-maths-tuition',
    site: 'school',
    prompt:
      'Rastogi Sir Maths & Science tuition, Indirapuram Ghaziabad (near shipra mall). CBSE n ICSE, 6th to 10th. timings 6th-7th 3:30 to 4:30, 8th 4:30 to 5:45, 9th-10th 6 to 7:30pm, sunday doubt clearing 10 - 12. fees ₹1,800/month, 9th-10th ₹2,500. max 12 students so personal attention. also put last yr board results, 6 kids got 95+. parents can call or whatsapp 98111 45673',
    expect: [
      { asked: 'timings', kind: 'schedule' },
      { asked: 'fees', kind: 'pricing' },
      { asked: 'whatsapp', kind: 'social' },
    ],
    facts: ['Rastogi Sir', 'Indirapuram', '98111 45673'],
  },
  {
    id: 'ho24-piano-teacher',
    site: 'school',
    prompt:
      "Hi, I'm Helen Fairweather, I teach piano and theory from home in Box Hill North (AMEB exams, 20+ years). I take students after school Monday to Thursday, roughly 3.30 till 7, and Saturday mornings until lunch. No Sundays sorry! 30 min lesson $40, 45 min $55, 1 hr $70, billed by the term. Could you show when I teach so parents can see at a glance, and a way to ask about a spot. ph 0412 558 903",
    expect: [
      { asked: 'when I teach', kind: 'schedule' },
      { asked: 'a way to ask about a spot', kind: 'enquiry' },
    ],
    facts: ['Helen Fairweather', 'Box Hill North', '0412 558 903'],
    pricedItems: [
      ['30 min lesson', '$40'],
      ['45 min', '$55'],
      ['1 hr', '$70'],
    ],
  },
  {
    id: 'ho24-home-baker',
    site: 'bakery',
    prompt:
      'Crumbs by Nida - home bakery from my kitchen in Tolichowki, Hyderabad. strictly orders only no walk in shop!! fudgy brownies box of 6 ₹420, dates n walnut loaf ₹380, atta jaggery cookies 250g ₹220, custom cakes from ₹900/kg. order atleast 2 days before, pickup or porter delivery at ur cost. want a menu with eggless marked, an order form and my insta @crumbsbynida',
    expect: [
      { asked: 'a menu with eggless marked', kind: 'menu' },
      { asked: 'an order form', kind: 'enquiry' },
      { asked: 'insta', kind: 'social' },
    ],
    facts: ['Crumbs by Nida', 'Tolichowki', '@crumbsbynida'],
    pricedItems: [
      ['fudgy brownies', '₹420'],
      ['dates n walnut loaf', '₹380'],
      ['custom cakes', '₹900'],
    ],
  },
  {
    id: 'ho24-tea-stall',
    site: 'cafe',
    prompt:
      'Murugan Tea Stall, opp Saidapet bus depot, Chennai. running since 1986. tea ₹15, ginger tea ₹18, filter coffee ₹20, bun butter jam ₹35, medu vada ₹10, bajji only evening. open 5am to 11pm, sunday also open. simple page with items and rates, location map. gpay accepted. bulk tea flask for office/functions call Senthil 98401 72265',
    expect: [
      { asked: 'items and rates', kind: 'menu' },
      { asked: 'open 5am to 11pm, sunday also open', kind: 'hours' },
      { asked: 'location map', kind: 'map' },
    ],
    facts: ['Murugan Tea Stall', 'Saidapet', 'Senthil', '98401 72265'],
    pricedItems: [
      ['ginger tea', '₹18'],
      ['filter coffee', '₹20'],
      ['bun butter jam', '₹35'],
    ],
  },
  {
    id: 'ho24-ca-practice',
    site: 'agency',
    prompt:
      'Website for my practice: CA Pooja Agarwal, FCA — office at Malviya Nagar, Jaipur. We handle ITR filing for salaried people and NRIs, GST registration and monthly returns, TDS, company incorporation and audits. Fees: ITR salaried ₹999, ITR with capital gains ₹2,499, GST registration ₹1,500, Pvt Ltd incorporation ₹9,999 + govt fees. Please add a services section with these fees, an FAQ (which ITR form to use, last dates, documents needed) and a form to book a consultation. Office Mon–Sat 10:30 to 7. Tel 0141 270 3344',
    expect: [
      { asked: 'a services section with these fees', kind: 'services' },
      { asked: 'an FAQ', kind: 'faq' },
      { asked: 'a form to book a consultation', kind: 'appointment' },
    ],
    facts: ['Pooja Agarwal', 'Malviya Nagar', '0141 270 3344'],
    pricedItems: [
      ['ITR salaried', '₹999'],
      ['ITR with capital gains', '₹2,499'],
      ['GST registration', '₹1,500'],
    ],
  },
  {
    id: 'ho24-ro-service',
    site: 'agency',
    prompt:
      'Neer RO Care - RO purifier service at home, Noida & Greater Noida. all brands kent, aquaguard, pureit, livpure. visit charge ₹299 (adjusted in repair bill), full service ₹650, filter+membrane change ₹1,800, AMC ₹1,999/yr 3 services. same day visit if booked before 2pm. need book service form + whatsapp 88002 61437',
    expect: [
      { asked: 'book service form', kind: 'appointment' },
      { asked: 'whatsapp', kind: 'social' },
    ],
    facts: ['Neer RO Care', 'Greater Noida', 'before 2pm', '88002 61437'],
    pricedItems: [
      ['visit charge', '₹299'],
      ['full service', '₹650'],
      ['AMC', '₹1,999'],
    ],
  },
  {
    id: 'ho24-gu-farsan',
    site: 'shop',
    language: 'gu',
    prompt:
      "મણિનગર, અમદાવાદમાં આવેલી અમારી ફરસાણની દુકાન 'શ્રીજી ફરસાણ' માટે વેબસાઇટ બનાવવી છે. ખમણ ₹240 કિલો, ખાંડવી ₹320 કિલો, ફાફડા ₹400 કિલો, ફાફડા સાથે કઢી-ચટણી મફત. રવિવારે સવારે સ્પેશિયલ ફાફડા-જલેબી. દુકાનનો સમય સવારે 7 થી રાત્રે 9. ભાવ સાથે મેનુ અને વોટ્સએપથી ઓર્ડર કરવાની સુવિધા જોઈએ. ફોન 98250 44718",
    expect: [
      { asked: 'ભાવ સાથે મેનુ', kind: 'menu' },
      { asked: 'દુકાનનો સમય', kind: 'hours' },
      { asked: 'વોટ્સએપ', kind: 'social' },
    ],
    facts: ['શ્રીજી ફરસાણ', 'મણિનગર', '98250 44718'],
    pricedItems: [
      ['ખમણ', '₹240'],
      ['ખાંડવી', '₹320'],
      ['ફાફડા', '₹400'],
    ],
  },
  {
    id: 'ho24-vague-nails',
    site: 'salon',
    prompt: 'my sister does nails from home can u make her a website',
    expect: [],
    facts: [],
  },
  {
    id: 'ho24-farrier',
    site: 'agency',
    prompt:
      "Farrier site for me - Shane Whitaker Farrier Services, based out of Te Awamutu, I cover Cambridge, Matamata, Otorohanga and round about. trims $55, front shoes $130, full set $190, hot or cold shoeing, remedial work alongside your vet. no callout fee within 30km. list my prices, area I cover and a book a visit thing. call or text 021 447 902, I'm under a horse most of the day so text is best",
    expect: [
      { asked: 'list my prices', kind: 'services' },
      { asked: 'a book a visit thing', kind: 'appointment' },
    ],
    facts: ['Shane Whitaker', 'Te Awamutu', '021 447 902'],
    pricedItems: [
      ['trims', '$55'],
      ['front shoes', '$130'],
      ['full set', '$190'],
    ],
  },
  {
    id: 'ho24-chip-shop',
    site: 'restaurant',
    prompt:
      'Harbour Fry, fish & chip shop on the harbour front in Arbroath. haddock supper £9.80, fish single £7.50, arbroath smokie £6.50, chips £3.20, mushy peas £1.50, gluten free batter on tuesdays. open tues-sat 11.30-2 and 4.30-8, sun 12-7, closed mondays. want our menu, opening times and a map on it',
    expect: [
      { asked: 'our menu', kind: 'menu' },
      { asked: 'opening times', kind: 'hours' },
      { asked: 'a map', kind: 'map' },
    ],
    facts: ['Harbour Fry', 'Arbroath'],
    pricedItems: [
      ['haddock supper', '£9.80'],
      ['chips', '£3.20'],
      ['mushy peas', '£1.50'],
    ],
  },
  // ho25: written on 2026-12-07 by a helper that had not read the generator; nothing was shaped
  // on them.
  {
    id: 'ho25-ludhiana-driving',
    site: 'school',
    prompt:
      'need website for Kaur Motor Driving School, Model Town Ludhiana. lady instructor also available!! Fees - car course 22 days (30 min daily) Rs 5500, only practice 10 days Rs 2800, scooty 7 days 1800/-. pick n drop from home in Model Town, Sarabha Nagar, Dugri. we help in learning licence n DL test also. students shud be able to book there slot online, morning 6 to 10 n evening 4 to 8. call Harpreet 98140 26731',
    expect: [
      { asked: 'Fees', kind: 'pricing' },
      { asked: 'book there slot online', kind: 'appointment' },
    ],
    facts: ['Kaur Motor Driving School', 'Model Town', 'Ludhiana', 'Harpreet', '98140 26731'],
    pricedItems: [
      ['car course', '5500'],
      ['practice', '2800'],
      ['scooty', '1800'],
    ],
  },
  {
    id: 'ho25-kashmir-tour',
    site: 'travel agency',
    prompt:
      'Ghumakkad Trails (Rajpur Road, Dehradun) - we want site for our 2 packages this summer. 1) Kashmir Valley Delight 5N/6D ₹18,500 per person twin sharing – Day 1 arrive Srinagar, check in houseboat, evening shikara on Dal Lake. Day 2 Srinagar to Gulmarg, gondola ride. Day 3 Pahalgam via saffron fields n Avantipur ruins. Day 4 Pahalgam local - Betaab valley, Aru, Chandanwari. Day 5 Sonamarg day trip, back to Srinagar. Day 6 drop at airport. 2) Leh Ladakh 6N/7D ₹27,900 pp with Nubra and Pangong. price includes hotels, breakfast+dinner, innova cab. pls show day by day itinerary for both and an enquiry form. Call/whatsapp Vikram Negi 97190 55012',
    expect: [
      { asked: 'our 2 packages', kind: 'pricing' },
      { asked: 'day by day itinerary', kind: 'schedule' },
      { asked: 'an enquiry form', kind: 'enquiry' },
    ],
    facts: [
      'Ghumakkad Trails',
      'Rajpur Road',
      'Dehradun',
      'Gulmarg',
      'Pahalgam',
      'Sonamarg',
      'Vikram Negi',
      '97190 55012',
    ],
    pricedItems: [
      ['Kashmir Valley Delight', '₹18,500'],
      ['Leh Ladakh', '₹27,900'],
    ],
  },
  {
    id: 'ho25-datta-mandir',
    site: 'community',
    prompt:
      'Shri Dattaguru Mandir Trust, Vidyanagar, Hubballi. mandir open 5.30am-12.30pm & 4.30pm-9pm daily. kakad aarti 5:45am, maha naivedya 12 noon, sandhya aarti 7:30pm, thursday palkhi 8pm. Datta Jayanti utsav on 23rd Dec - abhishek, bhajan, palkhi at 6pm and maha prasad for all. pls put daily aarti times on top and a way to give donation online for annadanam (₹501 / ₹1,001 / ₹5,001), 80G receipt will be given. trust office 0836 225 4471',
    expect: [
      { asked: 'daily aarti times', kind: 'schedule' },
      { asked: 'donation online', kind: 'donation' },
    ],
    facts: [
      'Shri Dattaguru Mandir Trust',
      'Vidyanagar',
      'Hubballi',
      'Datta Jayanti',
      '23rd Dec',
      '₹501',
      '0836 225 4471',
    ],
  },
  {
    id: 'ho25-indore-cowork',
    site: 'coworking',
    prompt:
      'The Loom Cowork — 2nd floor, Apollo Square, Vijay Nagar Indore. 80 seats. day pass ₹350 (9am-8pm, unlimited chai/coffee), hot desk ₹4,999/mo, dedicated desk ₹6,999/mo, private cabin 4 seater ₹22,000/mo. 4 hrs meeting room free every month with dedicated desk. 100mbps wifi, power backup, parking, printing, phone booths. website needs pricing, list of amenities, a few photos of the space and a book a tour button',
    expect: [
      { asked: 'pricing', kind: 'pricing' },
      { asked: 'list of amenities', kind: 'features' },
      { asked: 'a few photos of the space', kind: 'gallery' },
      { asked: 'a book a tour button', kind: 'booking' },
    ],
    facts: ['The Loom Cowork', 'Apollo Square', 'Vijay Nagar', 'Indore'],
    pricedItems: [
      ['day pass', '₹350'],
      ['hot desk', '₹4,999'],
      ['dedicated desk', '₹6,999'],
      ['private cabin', '₹22,000'],
    ],
  },
  {
    id: 'ho25-pest-bhk',
    site: 'home services',
    prompt:
      'Shield Pest Solutions, Navi Mumbai (Vashi, Nerul, Kharghar, Panvel). general pest control (cockroach, ants, spiders) - 1BHK 899, 2BHK 1199, 3BHK 1499. anti termite drilling treatment ₹3500 onwards with 5 yr warranty. bed bugs 2 visits ₹1,800. herbal odourless chemicals, safe for kids n pets, govt licensed. show the rates by flat size clearly + book inspection form. whatsapp 90040 18832',
    expect: [
      { asked: 'the rates by flat size', kind: 'pricing' },
      { asked: 'book inspection form', kind: 'appointment' },
    ],
    facts: ['Shield Pest Solutions', 'Navi Mumbai', '90040 18832'],
    pricedItems: [
      ['1BHK', '899'],
      ['2BHK', '1199'],
      ['3BHK', '1499'],
      ['termite', '₹3500'],
      ['bed bugs', '₹1,800'],
    ],
  },
  {
    id: 'ho25-alterations',
    site: 'shop',
    prompt:
      "Mariya's Designer Boutique, Edappally, Kochi. we do churidar, blouse, kids frocks and bridal work. also alterations - pant length ₹80, shirt/kurta fitting ₹150, blouse alter ₹200, saree fall & pico ₹120, zip change ₹100, lehenga waist adjust ₹450. 2-3 days normal, urgent next day ₹100 extra. open 10am - 7.30pm, sunday holiday. need alteration rates list, photos of our stitching work and google map to shop",
    expect: [
      { asked: 'alteration rates list', kind: 'services' },
      { asked: 'photos of our stitching work', kind: 'gallery' },
      { asked: 'google map to shop', kind: 'map' },
    ],
    facts: ["Mariya's Designer Boutique", 'Edappally', 'Kochi', '10am', '7.30pm'],
    pricedItems: [
      ['pant length', '₹80'],
      ['saree fall', '₹120'],
      ['blouse alter', '₹200'],
      ['lehenga waist', '₹450'],
    ],
  },
  {
    id: 'ho25-blood-camp',
    site: 'charity',
    prompt:
      'Mega Blood Donation Camp by Sahyog Foundation with Rotary Club of Nagpur East. Sunday 14 Feb 2027, 9am to 3pm at Deshpande Hall, Civil Lines Nagpur. all blood goes to thalassemia kids at Daga hospital. age 18-60, weight above 45 kg, pls have breakfast before coming. every donor gets certificate + refreshments. need a page where ppl can register to donate and pick a time slot, and some FAQs like who cant donate. contact Dr. Anjali Wankhede 94220 61873',
    expect: [
      { asked: 'register to donate', kind: 'rsvp' },
      { asked: 'some FAQs', kind: 'faq' },
    ],
    facts: [
      'Sahyog Foundation',
      'Rotary Club of Nagpur East',
      '14 Feb 2027',
      '9am',
      '3pm',
      'Deshpande Hall',
      'Civil Lines',
      'Anjali Wankhede',
      '94220 61873',
    ],
  },
  {
    id: 'ho25-fullstack-dev',
    site: 'personal',
    prompt:
      'portfolio for me - Tanvi Kulkarni, full stack dev (4 yrs), freelancing from Pune now. projects: Kharcha (expense tracker PWA, 10k+ users), ShelfLife (grocery expiry reminder app in React Native) and an open source markdown to pdf CLI with 1.2k stars on github. skills - TypeScript, React, Node, PostgreSQL, AWS, Docker. add github.com/tanvikdev and linkedin, and a contact form for freelance work. keep it minimal n dark',
    expect: [
      { asked: 'projects', kind: 'gallery' },
      { asked: 'skills', kind: 'skills' },
      { asked: 'github.com/tanvikdev and linkedin', kind: 'social' },
      { asked: 'a contact form', kind: 'contact' },
    ],
    facts: ['Tanvi Kulkarni', 'Pune', 'Kharcha', 'ShelfLife'],
  },
  {
    id: 'ho25-app-yaad',
    site: 'saas',
    prompt:
      'launch page for Yaad - a medicine reminder app for elderly parents. features: big font reminders in hindi, marathi & english, family gets a whatsapp alert if a dose is missed, refill reminders, works offline. Android is live so a Get it on Google Play button. iOS coming in March, so waitlist for iphone people. 3-4 screenshots of the app. built by 2 sisters in Nashik 🙂',
    expect: [
      { asked: 'features', kind: 'features' },
      { asked: 'a Get it on Google Play button', kind: 'cta' },
      { asked: 'waitlist for iphone people', kind: 'waitlist' },
      { asked: '3-4 screenshots of the app', kind: 'gallery' },
    ],
    facts: ['Yaad', 'Nashik'],
  },
  {
    id: 'ho25-ta-bharatanatyam',
    site: 'school',
    language: 'ta',
    prompt:
      "கோயம்புத்தூர் ஆர்.எஸ்.புரத்தில் உள்ள எங்கள் 'நாட்டிய கலாலயா' பரதநாட்டிய பள்ளிக்கு ஒரு இணையதளம் வேண்டும். 5 வயது முதல் சேர்க்கை. மாதக் கட்டணம் ₹1200, அரங்கேற்ற பயிற்சி தனி. வகுப்பு நேரம்: செவ்வாய், வியாழன் மாலை 5 முதல் 7 வரை, சனி ஞாயிறு காலை 8 முதல் 11 வரை. மாணவிகளின் நிகழ்ச்சி புகைப்படங்கள் போடவும். குரு: திருமதி கீதா ராமநாதன். தொடர்புக்கு 94433 70215",
    expect: [
      { asked: 'வகுப்பு நேரம்', kind: 'schedule' },
      { asked: 'மாணவிகளின் நிகழ்ச்சி புகைப்படங்கள்', kind: 'gallery' },
    ],
    facts: ['நாட்டிய கலாலயா', 'கீதா ராமநாதன்', '₹1200', '94433 70215'],
  },
  {
    id: 'ho25-vague-taxi',
    site: 'travel agency',
    prompt: 'can u make a site for my dads taxi business',
    expect: [],
    facts: [],
  },
  {
    id: 'ho25-gst',
    site: 'tool',
    prompt:
      'simple gst calculator for my shop billing, i enter amount and gst % and it shows the gst and total amount',
    expect: [{ asked: 'gst calculator', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: '₹2,500 plus 18% GST: GST ₹450, total ₹2,950',
        fill: [
          ['Amount', '2500'],
          ['GST rate', '18'],
        ],
        shows: ['450', '2,950'],
      },
      {
        says: '₹1,240 plus 5% GST: GST ₹62, total ₹1,302',
        fill: [
          ['Amount', '1240'],
          ['GST rate', '5'],
        ],
        shows: ['62', '1,302'],
      },
    ],
  },
  // ho26: written on 2026-12-07 by a helper that had not read the generator; nothing was shaped
  // on them.
  {
    id: 'ho26-rooftop-solar',
    site: 'home services',
    prompt:
      'SunKiran Solar Solutions - rooftop solar for homes in Nagpur and Wardha. on-grid systems, 3kW ₹1,85,000 and 5kW ₹2,95,000 (before subsidy). PM Surya Ghar subsidy upto ₹78,000, we do all the paper work + net metering with MSEDCL. panels have 25 yr warranty, 5 yrs free maintainance from us. pls add photos of our installations, FAQs on subsidy n net metering, and a form to book a free site visit. call Prashant Deshmukh 98230 41567',
    expect: [
      { asked: 'photos of our installations', kind: 'gallery' },
      { asked: 'FAQs on subsidy n net metering', kind: 'faq' },
      { asked: 'a form to book a free site visit', kind: 'appointment' },
    ],
    facts: ['SunKiran Solar Solutions', 'Nagpur', 'Wardha', 'Prashant Deshmukh', '98230 41567'],
    pricedItems: [
      ['3kW', '₹1,85,000'],
      ['5kW', '₹2,95,000'],
    ],
  },
  {
    id: 'ho26-used-cars',
    site: 'shop',
    prompt:
      'hello, we are Bharat Car Bazaar, pre-owned car dealers in Wakad, Pune since 2009. in stock right now: 2019 Maruti Swift VXi petrol 42,000 km ₹5.45 lakh, 2018 Hyundai Creta SX diesel ₹9.8 lakh, 2020 Honda Amaze petrol ₹6.2 lakh, 2017 Toyota Innova Crysta 7 seater ₹14.5 lakh. every car is 150 point checked, we help with RC transfer and loan. want all cars listed with photo n price, filter by budget if possible, and test drive booking. showroom open 10 to 8 all days. ask for Sameer 97300 28814',
    expect: [
      { asked: 'all cars listed with photo n price', kind: 'listings' },
      { asked: 'filter by budget', kind: 'filters' },
      { asked: 'test drive booking', kind: 'appointment' },
      { asked: 'open 10 to 8 all days', kind: 'hours' },
    ],
    facts: ['Bharat Car Bazaar', 'Wakad', 'Sameer', '97300 28814'],
    pricedItems: [
      ['Swift', '₹5.45 lakh'],
      ['Creta', '₹9.8 lakh'],
      ['Innova Crysta', '₹14.5 lakh'],
    ],
  },
  {
    id: 'ho26-vet-hospital',
    site: 'clinic',
    prompt:
      'Website for Healing Paws Veterinary Hospital, HSR Layout Bengaluru. Dr. Sneha Raghavan (MVSc Surgery) and Dr. Imran Pasha. we do vaccination, deworming, spay/neuter, dental scaling, x-ray and ultrasound, in house lab and pet boarding. OPD consultation ₹500. emergency for dogs n cats any time - put the emergency number 080 4123 9900 big on top. need our services, our doctors and an appointment form',
    expect: [
      { asked: 'our services', kind: 'services' },
      { asked: 'our doctors', kind: 'team' },
      { asked: 'an appointment form', kind: 'appointment' },
    ],
    facts: [
      'Healing Paws Veterinary Hospital',
      'HSR Layout',
      'Sneha Raghavan',
      'Imran Pasha',
      '080 4123 9900',
    ],
    pricedItems: [['consultation', '₹500']],
  },
  {
    id: 'ho26-german-classes',
    site: 'school',
    prompt:
      'Sprachraum German language classes, Koregaon Park Pune. A1, A2 and B1 levels as per Goethe exams - A1 ₹14,000 (8 weeks), A2 ₹16,000, B1 ₹19,500. weekday evening batch 7 to 9pm, weekend batch sat-sun 10am to 1pm, online also available. trainer is Aditi Kulkarni, C1 certified, lived 6 yrs in Munich. next A1 batch starts 5th Jan. add batch timings, fees, student reviews and signup for a free demo class',
    expect: [
      { asked: 'batch timings', kind: 'schedule' },
      { asked: 'fees', kind: 'pricing' },
      { asked: 'student reviews', kind: 'testimonials' },
      { asked: 'a free demo class', kind: 'trial' },
    ],
    facts: ['Sprachraum', 'Koregaon Park', 'Aditi Kulkarni', '5th Jan'],
    pricedItems: [
      ['A1', '₹14,000'],
      ['A2', '₹16,000'],
      ['B1', '₹19,500'],
    ],
  },
  {
    id: 'ho26-courier',
    site: 'agency',
    prompt:
      'FastTrack Couriers, Ambala Cantt. free pickup from ur door. same day delivery Ambala/Chandigarh/Panchkula ₹150 upto 1 kg, next day anywhere in Punjab & Haryana ₹120 per kg, all India 3-5 days ₹90 per 500g. we send documents n parcels to USA, UK, Canada also. track parcel on whatsapp 98960 11408. office timings 9:30 am to 7 pm, sunday closed. need rates table and get a quote form',
    expect: [
      { asked: 'rates table', kind: 'pricing' },
      { asked: 'get a quote form', kind: 'enquiry' },
      { asked: 'office timings', kind: 'hours' },
      { asked: 'whatsapp', kind: 'social' },
    ],
    facts: ['FastTrack Couriers', 'Ambala Cantt', '98960 11408'],
    pricedItems: [
      ['same day delivery', '₹150'],
      ['next day', '₹120'],
      ['all India', '₹90'],
    ],
  },
  {
    id: 'ho26-soft-play',
    site: 'event',
    prompt:
      "Wiggle Room soft play & party centre, Unit 4 Bredbury Park, Stockport. under 5s £6.50, over 5s £8, grown ups free. birthday parties - Bronze £165 for up to 12 kids (1hr play then 45 mins in the party room with hot food & squash), Gold £245 for up to 20 kids with a party host, slushies and party bags. we'd love photos of the play frame and party room, a booking form for parties and faqs (do adults need socks? yes!). open every day 9.30-5.30",
    expect: [
      { asked: 'photos of the play frame and party room', kind: 'gallery' },
      { asked: 'a booking form for parties', kind: 'booking' },
      { asked: 'faqs', kind: 'faq' },
      { asked: 'open every day 9.30-5.30', kind: 'hours' },
    ],
    facts: ['Wiggle Room', 'Bredbury Park', 'Stockport'],
    pricedItems: [
      ['under 5s', '£6.50'],
      ['Bronze', '£165'],
      ['Gold', '£245'],
    ],
  },
  {
    id: 'ho26-security-agency',
    site: 'agency',
    prompt:
      'Rakshak Security Services Pvt Ltd, Faridabad - PSARA licensed agency. trained security guards, lady guards, ex-servicemen gunmen, bouncers for events and housekeeping staff for societies, factories, banks and hospitals. 24 hr control room, 800+ guards on duty. website should have services, our clients logos and a request a quote form. contact Col. R.S. Yadav (retd) 0129 412 7788',
    expect: [
      { asked: 'services', kind: 'services' },
      { asked: 'our clients logos', kind: 'logos' },
      { asked: 'a request a quote form', kind: 'enquiry' },
    ],
    facts: ['Rakshak Security Services', 'Faridabad', 'PSARA', 'R.S. Yadav', '0129 412 7788'],
  },
  {
    id: 'ho26-recipe-blog',
    site: 'blog',
    prompt:
      "hi! I'm Shalini, I cook simple Mangalorean and Konkani food at home and finally want a blog for my recipies, called Shalini's Kitchen Diaries. first posts will be kori gassi, neer dosa, patrode and banana buns. can you make a recipe list with categories (veg, non veg, sweets), an about me (my ammamma taught me to cook in Udupi) and a subscribe box so people get new recipes by email? also link my youtube channel pls",
    expect: [
      { asked: 'a recipe list with categories', kind: 'posts' },
      { asked: 'an about me', kind: 'about' },
      { asked: 'a subscribe box', kind: 'newsletter' },
      { asked: 'youtube channel', kind: 'social' },
    ],
    facts: ["Shalini's Kitchen Diaries", 'neer dosa', 'patrode', 'Udupi'],
  },
  {
    id: 'ho26-kn-mobile-repair',
    site: 'home services',
    language: 'kn',
    prompt:
      "ಹುಬ್ಬಳ್ಳಿಯ ಕೊಪ್ಪಿಕರ್ ರಸ್ತೆಯಲ್ಲಿರುವ ನಮ್ಮ 'ಶ್ರೀ ಗುರು ಮೊಬೈಲ್ ಕೇರ್' ಅಂಗಡಿಗೆ ಒಂದು ವೆಬ್‌ಸೈಟ್ ಮಾಡಿಕೊಡಿ. ಸ್ಕ್ರೀನ್ ಬದಲಾವಣೆ ₹1,500 ರಿಂದ, ಬ್ಯಾಟರಿ ಬದಲಾವಣೆ ₹800, ಚಾರ್ಜಿಂಗ್ ಪೋರ್ಟ್ ರಿಪೇರಿ ₹350. ಎಲ್ಲಾ ಕಂಪನಿಯ ಫೋನ್‌ಗಳನ್ನು ಒಂದೇ ದಿನದಲ್ಲಿ ರಿಪೇರಿ ಮಾಡುತ್ತೇವೆ. ಅಂಗಡಿ ಸಮಯ ಬೆಳಿಗ್ಗೆ 10 ರಿಂದ ರಾತ್ರಿ 9, ಮಂಗಳವಾರ ರಜೆ. ಸೇವೆಗಳು ಮತ್ತು ದರಗಳ ಪಟ್ಟಿ ಹಾಗೂ ವಾಟ್ಸಾಪ್ ಬಟನ್ ಬೇಕು. ಫೋನ್ 99005 61234",
    expect: [
      { asked: 'ಸೇವೆಗಳು ಮತ್ತು ದರಗಳ ಪಟ್ಟಿ', kind: 'services' },
      { asked: 'ಅಂಗಡಿ ಸಮಯ', kind: 'hours' },
      { asked: 'ವಾಟ್ಸಾಪ್ ಬಟನ್', kind: 'social' },
    ],
    facts: ['ಶ್ರೀ ಗುರು ಮೊಬೈಲ್ ಕೇರ್', 'ಹುಬ್ಬಳ್ಳಿ', 'ಕೊಪ್ಪಿಕರ್', '99005 61234'],
    pricedItems: [
      ['ಸ್ಕ್ರೀನ್', '₹1,500'],
      ['ಬ್ಯಾಟರಿ', '₹800'],
      ['ಚಾರ್ಜಿಂಗ್ ಪೋರ್ಟ್', '₹350'],
    ],
  },
  {
    id: 'ho26-te-sweets',
    site: 'shop',
    language: 'te',
    prompt:
      "కాకినాడ మెయిన్ రోడ్‌లో ఉన్న మా 'శ్రీ లక్ష్మీ గణపతి స్వీట్స్' షాప్‌కి వెబ్‌సైట్ కావాలి. కాకినాడ కాజా కిలో ₹400, పూతరేకులు 10 పీసులు ₹250, బందరు లడ్డు కిలో ₹360. పండుగలకు, పెళ్లిళ్లకు బల్క్ ఆర్డర్లు తీసుకుంటాం, వేరే ఊర్లకు కొరియర్ చేస్తాం. ధరలతో స్వీట్ల లిస్ట్, ఆర్డర్ చేయడానికి వాట్సాప్ బటన్ పెట్టండి. షాప్ టైమింగ్స్ ఉదయం 9 నుండి రాత్రి 10 వరకు. ఫోన్ 0884 236 7788",
    expect: [
      { asked: 'వాట్సాప్ బటన్', kind: 'social' },
      { asked: 'షాప్ టైమింగ్స్', kind: 'hours' },
    ],
    facts: ['శ్రీ లక్ష్మీ గణపతి స్వీట్స్', 'కాకినాడ', '0884 236 7788'],
    pricedItems: [
      ['కాజా', '₹400'],
      ['పూతరేకులు', '₹250'],
      ['లడ్డు', '₹360'],
    ],
  },
  {
    id: 'ho26-vague-woodwork',
    site: 'portfolio',
    prompt: 'i make things out of wood and want people to see them',
    expect: [{ asked: 'want people to see them', kind: 'gallery' }],
    facts: [],
  },
  {
    id: 'ho26-simple-interest',
    site: 'tool',
    prompt:
      'simple interest calculator for my class 7 maths students, they put principal, rate % per year and time in years and it shows the SI and the total amount',
    expect: [{ asked: 'simple interest calculator', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: '₹45,000 at 8.5% a year for 4 years: SI ₹15,300, amount ₹60,300',
        fill: [
          ['Principal', '45000'],
          ['Rate', '8.5'],
          ['Years', '4'],
        ],
        shows: ['15,300', '60,300'],
      },
      {
        says: '₹12,500 at 7.2% a year for 3 years: SI ₹2,700, amount ₹15,200',
        fill: [
          ['Principal', '12500'],
          ['Rate', '7.2'],
          ['Years', '3'],
        ],
        shows: ['2,700', '15,200'],
      },
    ],
  },
  // ho27: written on 2026-12-08 by a helper that had not read the generator; nothing was shaped
  // on them.
  {
    id: 'ho27-laptop-repair',
    site: 'home services',
    prompt:
      'Byte Fix Laptop & Computer Care, shop no 14 ground floor Sai Plaza, near Pimple Saudagar chowk, Pune. we repair all brands laptops n desktops - HP, Dell, Lenovo, Asus, Acer, Apple MacBook. screen replacement from ₹3,200, keyboard change ₹1,400, battery ₹2,500 onwards, windows formatting + drivers ₹500, SSD upgrade with data transfer ₹1,800 (256gb), chip level motherboard work also. diagnosis free. pickup drop in Wakad / Hinjewadi / Pimple Saudagar ₹200. timings 10.30am to 8.30pm, tuesday off. want services with rates, a form to book pickup for repair, faqs (how many days repair takes, is my data safe) and google map. call Nikhil Jadhav 98909 47215',
    expect: [
      { asked: 'services with rates', kind: 'services' },
      { asked: 'a form to book pickup for repair', kind: 'appointment' },
      { asked: 'faqs', kind: 'faq' },
      { asked: 'google map', kind: 'map' },
    ],
    facts: ['Byte Fix', 'Sai Plaza', 'Pimple Saudagar', 'Nikhil Jadhav', '98909 47215'],
    pricedItems: [
      ['screen replacement', '₹3,200'],
      ['keyboard', '₹1,400'],
      ['formatting', '₹500'],
      ['SSD upgrade', '₹1,800'],
    ],
  },
  {
    id: 'ho27-chemist-delivery',
    site: 'shop',
    prompt:
      'Shree Balaji Medical & General Stores, Station Road Ratlam (MP). all allopathic medicines, ayurvedic, baby products, surgical items n diabetic care (glucometer strips, insulin). FREE home delivery within 3 km on orders above Rs.300, below that ₹30 delivery charge. flat 15% off on medicines, generic medicines also available. timing 8am to 11pm all 7 days. pls add a form to upload prescription n order medicines, whatsapp order button 94253 18860, and how home delivery works (send photo of parchi -> we call n confirm bill -> medicine at ur door in 1-2 hrs). pharmacist Mr. Ashok Jain, B.Pharm',
    expect: [
      { asked: 'a form to upload prescription n order medicines', kind: 'enquiry' },
      { asked: 'whatsapp order button', kind: 'social' },
      { asked: 'how home delivery works', kind: 'steps' },
    ],
    facts: ['Shree Balaji Medical', 'Station Road', 'Ratlam', '94253 18860', 'Ashok Jain'],
  },
  {
    id: 'ho27-cooking-classes',
    site: 'school',
    prompt:
      'Hi I am Farzana Shaikh, home chef from Camp area Pune (many of u know my biryani n kebab orders 😊). now starting cooking classes in my home kitchen, only 6 ladies per batch. courses - Mughlai & biryani masterclass 2 days ₹3,500, baking basics (cakes, cookies, brownies, eggless also) 3 days ₹4,200, kids summer cooking camp (no fire cooking) 5 days ₹2,000. all ingredients included and u take home what u cook! sat-sun 11am to 2pm, weekday batch on request. next batches: biryani 10-11 Jan, baking 17-19 Jan. want page with course list n fees, upcoming batch dates, photos from my classes and form to book a seat. insta @farzanaskitchen_pune',
    expect: [
      { asked: 'course list n fees', kind: 'pricing' },
      { asked: 'upcoming batch dates', kind: 'schedule' },
      { asked: 'photos from my classes', kind: 'gallery' },
      { asked: 'form to book a seat', kind: 'appointment' },
      { asked: 'insta', kind: 'social' },
    ],
    facts: ['Farzana Shaikh', 'Pune', '@farzanaskitchen_pune'],
    pricedItems: [
      ['biryani', '₹3,500'],
      ['baking basics', '₹4,200'],
      ['cooking camp', '₹2,000'],
    ],
  },
  {
    id: 'ho27-printing-press',
    site: 'shop',
    prompt:
      'Om Sai Printers & Flex, main bazar Karnal. flex banner printing Rs 12 per sqft (star flex), vinyl 15/sqft, visiting cards 1000 pcs ₹550 single side / ₹750 both side, wedding cards from Rs 18 per card (min 200 cards), also letterheads, bill books, stickers, ID cards n pamphlets. same day flex if design ready by 1pm, designing also done by us. want price list, samples of our wedding cards and flex work, and a get quote form where customer can send his design. whatsapp ur designs on 99960 27314. shop timings 9am - 8pm, sunday half day',
    expect: [
      { asked: 'price list', kind: 'pricing' },
      { asked: 'samples of our wedding cards and flex work', kind: 'gallery' },
      { asked: 'a get quote form', kind: 'enquiry' },
    ],
    facts: ['Om Sai Printers', 'Karnal', '99960 27314'],
    pricedItems: [
      ['visiting cards', '₹550'],
      ['wedding cards', '18'],
      ['star flex', '12'],
    ],
  },
  {
    id: 'ho27-tank-cleaning',
    site: 'home services',
    prompt:
      'AquaSafe Tank Cleaning Services - Hyderabad & Secunderabad. mechanised 6 stage cleaning for overhead tanks n sumps: dewatering, sludge removal, high pressure jet wash, vacuum cleaning, anti bacterial spray, UV treatment. rates - upto 1000 ltrs ₹699, 1000 to 2000 ltrs ₹999, 2000 to 5000 ltrs ₹1,499, sump cleaning from ₹1,800, apartments n commercial on quote. job done in 2-3 hrs. pls put before n after pics, the cleaning process step by step and a book slot form. mob 90300 51877 (Srinivas)',
    expect: [
      { asked: 'before n after pics', kind: 'gallery' },
      { asked: 'the cleaning process step by step', kind: 'steps' },
      { asked: 'a book slot form', kind: 'appointment' },
    ],
    facts: ['AquaSafe', 'Hyderabad', 'Secunderabad', '90300 51877', 'Srinivas'],
    pricedItems: [['sump cleaning', '₹1,800']],
  },
  {
    id: 'ho27-kids-magician',
    site: 'personal',
    prompt:
      'magic shows for kids bday parties - Jadugar Rocky (real name Rakesh Mehra), Delhi NCR. 12 yrs experience, 2500+ shows done. packages: Basic 45 min magic show ₹4,500, Magic + Balloon art 1.5 hrs ₹7,500, Mega Party 2.5 hrs magic + games + tattoo + bubble show ₹12,000. no travel charge in delhi, noida/gurgaon ₹500 extra. school annual days n corporate family days also. need site with my packages, photos of my shows, what parents say and a form to check if my date is free. call 98101 66432',
    expect: [
      { asked: 'my packages', kind: 'pricing' },
      { asked: 'photos of my shows', kind: 'gallery' },
      { asked: 'what parents say', kind: 'testimonials' },
      { asked: 'a form to check if my date is free', kind: 'booking' },
    ],
    facts: ['Jadugar Rocky', 'Rakesh Mehra', 'Delhi', '98101 66432'],
    pricedItems: [
      ['Basic', '₹4,500'],
      ['Balloon', '₹7,500'],
      ['Mega Party', '₹12,000'],
    ],
  },
  {
    id: 'ho27-property-dealer',
    site: 'real estate',
    prompt:
      'Sharma Property Dealers, Sector 15 market Sonipat (HR). 20 saal se property ka kaam - buy, sell n rent of flats, kothi, plots and shops in Sonipat & Kundli. abhi available: 2BHK flat TDI City 2nd floor 1150 sqft ₹38 lakh, 3BHK builder floor Sector 23 ₹72 lakh, 200 gaj plot Sector 27 ₹1.1 cr, shop on Ganaur main road ₹45 lakh. registry, loan n mutation mein bhi help karte hain. pls list all properties with filter (flat/plot/shop) and an enquiry form. contact Rajesh Sharma 98120 55309, office 10 to 7',
    expect: [
      { asked: 'list all properties', kind: 'listings' },
      { asked: 'filter (flat/plot/shop)', kind: 'filters' },
      { asked: 'an enquiry form', kind: 'enquiry' },
    ],
    facts: ['Sharma Property Dealers', 'Sonipat', 'Rajesh Sharma', '98120 55309'],
    pricedItems: [
      ['TDI City', '₹38 lakh'],
      ['builder floor', '₹72 lakh'],
      ['plot', '₹1.1 cr'],
      ['Ganaur', '₹45 lakh'],
    ],
  },
  {
    id: 'ho27-recording-studio',
    site: 'agency',
    prompt:
      'Reverb Room Studios - recording studio in Andheri West, Mumbai, rented by the hour. rates: recording with engineer ₹1,500/hr, rehearsal / jam room ₹700/hr (drums, amps, keys provided), podcast recording with 2 mics ₹1,200/hr, mixing & mastering ₹4,000 per song. minimum booking 2 hrs, night slots 10pm-6am 20% off. gear - Neumann U87, Universal Audio Apollo, Yamaha HS8 monitors, Pearl drum kit. wanna show the gear list, pics of the rooms, hourly rates and let ppl book a slot online with date n time. insta @reverbroom.mum, call/whatsapp Aditya 99300 81244',
    expect: [
      { asked: 'the gear list', kind: 'features' },
      { asked: 'pics of the rooms', kind: 'gallery' },
      { asked: 'hourly rates', kind: 'pricing' },
      { asked: 'book a slot online with date n time', kind: 'appointment' },
    ],
    facts: ['Reverb Room Studios', 'Andheri West', '@reverbroom.mum', 'Aditya', '99300 81244'],
    pricedItems: [
      ['recording', '₹1,500'],
      ['rehearsal', '₹700'],
      ['podcast', '₹1,200'],
      ['mixing', '₹4,000'],
    ],
  },
  {
    id: 'ho27-pa-tent-house',
    site: 'shop',
    language: 'pa',
    prompt:
      "ਮੇਨ ਬਾਜ਼ਾਰ ਮੋਗਾ ਵਿੱਚ ਸਾਡੇ 'ਸੰਧੂ ਟੈਂਟ ਹਾਊਸ' ਲਈ ਵੈੱਬਸਾਈਟ ਬਣਾ ਦਿਓ ਜੀ। ਵਿਆਹ, ਜਨਮਦਿਨ, ਪਾਠ, ਜਗਰਾਤੇ ਤੇ ਹਰ ਫੰਕਸ਼ਨ ਲਈ ਟੈਂਟ, ਕੁਰਸੀਆਂ, ਮੇਜ਼, ਸ਼ਾਮਿਆਨਾ, ਲਾਈਟਾਂ ਤੇ ਜਨਰੇਟਰ ਕਿਰਾਏ ਤੇ ਦਿੰਦੇ ਹਾਂ। ਕਿਰਾਇਆ: ਕੁਰਸੀ ₹10 ਪ੍ਰਤੀ ਦਿਨ, ਗੋਲ ਮੇਜ਼ ₹60, ਸ਼ਾਮਿਆਨਾ 20x40 ₹2,500, ਝਾਲਰ ਲਾਈਟਾਂ ₹1,500 ਪ੍ਰਤੀ ਫੰਕਸ਼ਨ। ਸਮਾਨ ਘਰ ਤੱਕ ਪਹੁੰਚਾਉਂਦੇ ਤੇ ਲਗਾਉਂਦੇ ਹਾਂ। ਕਿਰਾਏ ਦੀ ਲਿਸਟ, ਪਿਛਲੇ ਫੰਕਸ਼ਨਾਂ ਦੀਆਂ ਫੋਟੋਆਂ ਅਤੇ ਬੁਕਿੰਗ ਲਈ ਫਾਰਮ ਪਾਓ। ਸੰਪਰਕ: ਹਰਜੀਤ ਸਿੰਘ 98155 42067",
    expect: [
      { asked: 'ਕਿਰਾਏ ਦੀ ਲਿਸਟ', kind: 'pricing' },
      { asked: 'ਪਿਛਲੇ ਫੰਕਸ਼ਨਾਂ ਦੀਆਂ ਫੋਟੋਆਂ', kind: 'gallery' },
      { asked: 'ਬੁਕਿੰਗ ਲਈ ਫਾਰਮ', kind: 'booking' },
    ],
    facts: ['ਸੰਧੂ ਟੈਂਟ ਹਾਊਸ', 'ਮੋਗਾ', 'ਹਰਜੀਤ ਸਿੰਘ', '98155 42067'],
    pricedItems: [
      ['ਕੁਰਸੀ', '₹10'],
      ['ਸ਼ਾਮਿਆਨਾ', '₹2,500'],
      ['ਝਾਲਰ', '₹1,500'],
    ],
  },
  {
    id: 'ho27-ml-fish',
    site: 'shop',
    language: 'ml',
    prompt:
      "തൃപ്പൂണിത്തുറയിലും പരിസരത്തും ഫ്രഷ് മീൻ വീട്ടിൽ എത്തിച്ചു കൊടുക്കുന്ന ഞങ്ങളുടെ 'കടലമ്മ ഫ്രഷ് ഫിഷ്' എന്ന ബിസിനസ്സിന് ഒരു വെബ്സൈറ്റ് വേണം. എല്ലാ ദിവസവും രാവിലെ മുനമ്പം, ചെല്ലാനം ഹാർബറിൽ നിന്ന് നേരിട്ട് എടുക്കുന്ന മീൻ. വില: നെയ്മീൻ കിലോ ₹900, കരിമീൻ കിലോ ₹650, അയല കിലോ ₹240, ചെമ്മീൻ കിലോ ₹480. വൃത്തിയാക്കി മുറിച്ച് തരും, അതിന് ചാർജ് ഇല്ല. രാവിലെ 10 മണിക്ക് മുമ്പ് ഓർഡർ ചെയ്താൽ ഉച്ചയ്ക്ക് മുമ്പ് ഡെലിവറി. ഇന്നത്തെ മീനും വിലയും കാണിക്കുന്ന ലിസ്റ്റ്, വാട്സ്ആപ്പ് ഓർഡർ ബട്ടൺ വേണം. ഫോൺ 97450 23816",
    expect: [
      { asked: 'ഇന്നത്തെ മീനും വിലയും കാണിക്കുന്ന ലിസ്റ്റ്', kind: 'products' },
      { asked: 'വാട്സ്ആപ്പ് ഓർഡർ ബട്ടൺ', kind: 'social' },
    ],
    facts: ['കടലമ്മ ഫ്രഷ് ഫിഷ്', 'തൃപ്പൂണിത്തുറ', '97450 23816'],
    pricedItems: [
      ['നെയ്മീൻ', '₹900'],
      ['കരിമീൻ', '₹650'],
      ['അയല', '₹240'],
      ['ചെമ്മീൻ', '₹480'],
    ],
  },
  {
    id: 'ho27-vague-agri',
    site: 'shop',
    prompt: 'seeds fertilizer tools.. farmers shop website',
    expect: [],
    facts: [],
  },
  {
    id: 'ho27-age',
    site: 'tool',
    prompt:
      'age calculator - i enter date of birth and the "age as on" date (like govt job forms ask), it shows exact age in years months and days',
    expect: [{ asked: 'age calculator', kind: 'calculator' }],
    facts: [],
    uses: [
      {
        says: 'born 12 March 1988, as on 20 December 2026: 38 years, 9 months, 8 days',
        fill: [
          ['Date of birth', '1988-03-12'],
          ['As on', '2026-12-20'],
        ],
        shows: ['38 years', '9 months', '8 days'],
      },
      {
        says: 'born 28 November 1995, as on 4 May 2027: 31 years, 5 months, 6 days',
        fill: [
          ['Date of birth', '1995-11-28'],
          ['As on', '2027-05-04'],
        ],
        shows: ['31 years', '5 months', '6 days'],
      },
    ],
  },
];
