import type { EvalPrompt, ToolUse } from './eval-prompt';

/** A brief for one tool, with the tool it must be and the uses whose answers must be right. */
function tool(
  id: string,
  prompt: string,
  asked: string,
  kind: string,
  ...uses: ToolUse[]
): EvalPrompt {
  return { id, site: 'tool', prompt, expect: [{ asked, kind }], facts: [], uses };
}

/** A tool asked for in another language: the page, and every word of the tool, must be in it. */
const speaking = (language: string, prompt: EvalPrompt): EvalPrompt => ({ ...prompt, language });

const ticks = (...click: string[]): ToolUse => ({
  says: `${click.join(', then ')}: it counts`,
  click,
  waitMs: 1300,
  ticks: true,
});

/**
 * Briefs for small tools and apps, as people type them: each must give the tool, working, and
 * its answers must be the textbook ones (worked out here, by hand, not by the generator).
 */
export const TOOL_PROMPTS: EvalPrompt[] = [
  tool('bmi', 'bmi calculator', 'BMI calculator', 'calculator', {
    says: '80 kg, 180 cm: BMI 24.7, a healthy weight',
    fill: [
      ['Weight', '80'],
      ['Height', '180'],
    ],
    shows: ['24.7', 'Healthy weight'],
  }),
  tool('bmi-adults', 'BMI calculator for adults in kg and cm', 'BMI calculator', 'calculator', {
    says: '55 kg, 170 cm: BMI 19.0',
    fill: [
      ['Weight', '55'],
      ['Height', '170'],
    ],
    shows: ['19.0'],
  }),
  tool(
    'tip-split',
    'need a tip calculator to split the bill between friends',
    'tip calculator',
    'calculator',
    {
      says: '₹1,500 with 10% tip for 3 people: ₹550 each',
      fill: [
        ['Bill', '1500'],
        ['Tip', '10'],
        ['People', '3'],
      ],
      shows: ['₹550.00'],
    },
  ),
  tool('emi', 'loan emi calculator', 'EMI calculator', 'calculator', {
    says: '₹10 lakh at 10% for 10 years: ₹13,215 a month, ₹5,85,809 interest',
    fill: [
      ['Loan amount', '1000000'],
      ['Interest rate', '10'],
      ['Term', '10'],
    ],
    shows: ['₹13,215', '₹5,85,809'],
  }),
  tool(
    'home-loan',
    'home loan calculator with monthly EMI and total interest',
    'home loan calculator',
    'calculator',
    {
      says: '₹30 lakh at 8.75% for 20 years: ₹26,511 a month',
      fill: [
        ['Loan amount', '3000000'],
        ['Interest rate', '8.75'],
        ['Term', '20'],
      ],
      shows: ['₹26,511'],
    },
  ),
  tool('sip', 'SIP calculator', 'SIP calculator', 'calculator', {
    says: '₹10,000 a month at 12% for 10 years: ₹23,23,391',
    fill: [
      ['Each month', '10000'],
      ['Expected return', '12'],
      ['Years', '10'],
    ],
    shows: ['₹23,23,391'],
  }),
  tool('compound', 'compound interest calculator', 'compound interest', 'calculator', {
    says: '₹50,000 at 6% a year, compounded yearly, for 3 years: ₹59,551',
    fill: [
      ['Amount', '50000'],
      ['Interest rate', '6'],
      ['Years', '3'],
      ['Compounded', 'Yearly'],
    ],
    shows: ['₹59,551'],
  }),
  tool('percent', 'percentage calculator', 'percentage calculator', 'calculator', {
    says: '18% of 2,500 is 450',
    fill: [
      ['Percent', '18'],
      ['Of', '2500'],
    ],
    shows: ['450.00'],
  }),
  tool(
    'roman',
    'roman numeral converter',
    'roman numeral converter',
    'calculator',
    { says: '1994 is MCMXCIV', fill: [['Number', '1994']], shows: ['MCMXCIV'] },
    { says: 'MMXXIV is 2024', fill: [['Roman numeral', 'MMXXIV']], shows: ['2024'] },
  ),
  tool('days-between', 'how many days between two dates', 'days between two dates', 'calculator', {
    says: '1 January to 15 August 2026: 226 days, 32 weeks and 2 days',
    fill: [
      ['From', '2026-01-01'],
      ['To', '2026-08-15'],
    ],
    shows: ['226', '32 weeks, 2 days'],
  }),
  tool('password', 'password generator', 'password generator', 'calculator'),
  tool('discount', 'discount calculator for a sale', 'discount calculator', 'calculator', {
    says: '30% off ₹2,499: pay ₹1,749.30',
    fill: [
      ['Price', '2499'],
      ['Discount', '30'],
    ],
    shows: ['₹1,749.30'],
  }),
  tool('gst', 'GST calculator india', 'GST calculator', 'calculator', {
    says: '12% GST on ₹2,500: ₹300, ₹2,800 in all',
    fill: [
      ['Amount before GST', '2500'],
      ['GST rate', '12%'],
    ],
    shows: ['₹300.00', '₹2,800.00'],
  }),
  tool('celsius', 'celsius to fahrenheit converter', 'celsius to fahrenheit', 'calculator', {
    says: '25 °C is 77 °F',
    fill: [['Celsius', '25']],
    shows: ['77.0'],
  }),
  tool('km-miles', 'unit converter km to miles', 'unit converter', 'calculator', {
    says: 'a marathon, 42.195 km, is 26.219 miles',
    fill: [['Value', '42.195']],
    shows: ['26.219'],
  }),
  tool('fuel', 'fuel cost calculator for a road trip', 'fuel cost calculator', 'calculator', {
    says: '450 km at 18 km/l and ₹104.50 a litre: 25 litres, ₹2,613',
    fill: [
      ['Distance', '450'],
      ['Mileage', '18'],
      ['Fuel price', '104.5'],
    ],
    shows: ['25.0', '₹2,613'],
  }),
  tool('bmr', 'calorie calculator (BMR) for women and men', 'calorie calculator', 'calculator', {
    says: 'a woman of 28, 60 kg, 165 cm: 1,330 kcal at rest',
    fill: [
      ['Weight', '60'],
      ['Height', '165'],
      ['Age', '28'],
      ['Sex', 'Female'],
    ],
    shows: ['1,330'],
  }),
  tool('todo', 'a simple to-do list', 'to-do list', 'tracker', {
    says: 'two tasks added',
    fill: [['Task', 'Finish report']],
    enter: true,
    shows: ['Finish report'],
  }),
  tool(
    'todo-filter',
    'todo app where I can tick off tasks and filter the done ones',
    'todo app',
    'tracker',
    {
      says: 'a task ticked shows under Done',
      fill: [['Task', 'Water plants']],
      enter: true,
      check: ['Water plants'],
      click: ['Done'],
      shows: ['Water plants', '1 done'],
    },
  ),
  tool('shopping', 'shopping list app', 'shopping list', 'tracker', {
    says: 'an item added',
    fill: [['Item', 'Eggs']],
    enter: true,
    shows: ['Eggs', '1 item'],
  }),
  tool('grocery', 'grocery list for the week', 'grocery list', 'tracker', {
    says: 'an item added',
    fill: [['Item', 'Basmati rice']],
    enter: true,
    shows: ['Basmati rice'],
  }),
  tool('expenses', 'expense tracker', 'expense tracker', 'tracker', {
    says: 'rent of ₹15,000 makes the total',
    fill: [
      ['What for', 'Rent'],
      ['Amount', '15000'],
    ],
    click: ['Add'],
    shows: ['Total ₹15,000'],
  }),
  tool(
    'daily-expenses',
    'track my daily expenses and show the total',
    'daily expenses',
    'tracker',
    {
      says: 'two amounts add up',
      fill: [
        ['What for', 'Lunch'],
        ['Amount', '180'],
      ],
      click: ['Add'],
      shows: ['Total ₹180'],
    },
  ),
  tool('habits', 'habit tracker', 'habit tracker', 'tracker', {
    says: 'a habit ticked counts as done today',
    fill: [['Habit', 'Meditate']],
    enter: true,
    check: ['Meditate'],
    shows: ['1 done today'],
  }),
  tool('packing', 'packing list for my trip to Manali', 'packing list', 'tracker', {
    says: 'an item added',
    fill: [['Item', 'Woollen socks']],
    enter: true,
    shows: ['Woollen socks'],
  }),
  tool('reading', 'reading list app', 'reading list', 'tracker', {
    says: 'a book added',
    fill: [['Book', 'Dune']],
    enter: true,
    shows: ['Dune'],
  }),
  tool('pomodoro', 'pomodoro timer', 'pomodoro timer', 'timer', ticks('Start')),
  tool('stopwatch', 'stopwatch', 'stopwatch', 'timer', ticks('Start')),
  tool('kitchen-timer', 'kitchen timer', 'kitchen timer', 'timer', {
    says: 'set to 3 minutes',
    fill: [['Minutes', '3']],
    shows: ['03:00'],
  }),
  tool('words', 'word counter', 'word counter', 'text-stats', {
    says: 'five words, one sentence',
    fill: [['Your text', 'The quick brown fox jumps.']],
    shows: ['Words 5', 'Sentences 1'],
  }),
  tool('characters', 'character counter for tweets', 'character counter', 'text-stats', {
    says: '11 characters',
    fill: [['Your text', 'hello world']],
    shows: ['Characters 11'],
  }),
  // Tools asked for by what they do, or as a list of one's own to tick off.
  tool(
    'count-characters',
    'need to count the characters in my instagram caption',
    'count the characters',
    'text-stats',
    {
      says: '9 characters',
      fill: [['Your text', 'good vibe']],
      shows: ['Characters 9'],
    },
  ),
  tool('calculate-emi', 'calculate the emi on my car loan', 'calculate the emi', 'calculator', {
    says: '₹3 lakh at 10% for 3 years: ₹9,680 a month',
    fill: [
      ['Loan amount', '300000'],
      ['Interest rate', '10'],
      ['Term', '3'],
    ],
    shows: ['₹9,680'],
  }),
  tool(
    'errands',
    'errands checklist for saturday that I can tick off one by one',
    'errands checklist',
    'tracker',
    {
      says: 'an errand added',
      fill: [['Task', 'Post office']],
      enter: true,
      shows: ['Post office'],
    },
  ),
  tool('name-picker', 'random name picker', 'random name picker', 'picker', {
    says: 'picks one of three names',
    fill: [['Options', 'Anu\nBala\nChitra']],
    click: ['Pick'],
    announcesOneOf: ['Anu', 'Bala', 'Chitra'],
  }),
  tool('coin', 'flip a coin', 'flip a coin', 'picker', {
    says: 'heads or tails',
    click: ['Flip'],
    announcesOneOf: ['Heads', 'Tails'],
  }),
  tool('dice', 'dice roller', 'dice roller', 'picker', {
    says: 'a number from 1 to 6',
    click: ['Roll'],
    announcesOneOf: ['1', '2', '3', '4', '5', '6'],
  }),
  tool('splitter', 'app to split trip expenses with friends', 'split trip expenses', 'calculator', {
    says: 'Asha paid ₹600, Dev ₹300, Meera nothing: Meera pays Asha ₹300',
    fill: [['Paid', '600']],
    shows: ['Each share ₹300.00', 'Meera pays Asha ₹300'],
  }),
  tool('gpa', 'gpa calculator', 'GPA calculator', 'calculator', {
    says: 'B for 3 credits beside B+ for 3: GPA 3.15',
    fill: [
      ['Credits', '3'],
      ['Grade', 'B'],
    ],
    shows: ['GPA 3.15'],
  }),
  tool('flashcards', 'flashcards app to learn new vocabulary', 'flashcards', 'flashcards', {
    says: 'a card added, then turned to its answer',
    fill: [
      ['Question', 'Largest planet'],
      ['Answer', 'Jupiter'],
    ],
    click: ['Add card', 'Show answer'],
    shows: ['Jupiter', 'Card 4 of 4'],
  }),
  tool('kanban', 'kanban board for my freelance projects', 'kanban board', 'board', {
    says: 'a card added to To do, then moved on',
    fill: [['New card', 'Send the invoice']],
    enter: true,
    click: ['Move Send the invoice to In progress'],
    shows: ['Send the invoice', 'In progress 1'],
  }),
  tool('memory', 'memory game', 'memory game', 'memory-game', {
    says: 'a card turned shows its shape',
    click: ['Card 1, face down'],
    announcesOneOf: ['star', 'heart', 'diamond', 'club', 'spade', 'circle', 'triangle', 'square'],
  }),
  tool('typing', 'typing speed test', 'typing speed test', 'typing-test', {
    says: 'the passage typed right: 100% accuracy',
    fill: [['Type the passage here', 'The quick brown fox']],
    shows: ['Accuracy 100%'],
  }),
  tool('poll', 'create a poll for our club', 'poll', 'poll', {
    says: 'two votes for the first option',
    click: ['Vote for Pizza place', 'Vote for Pizza place'],
    shows: ['2 votes · 100%', '2 votes so far'],
  }),
  // The same tools asked for in the other languages template pages are written in.
  speaking(
    'hi',
    tool('hi-bmi', 'मुझे एक बीएमआई कैलकुलेटर चाहिए', 'बीएमआई कैलकुलेटर', 'calculator', {
      says: '80 kg, 180 cm: BMI 24.7, a healthy weight (स्वस्थ वज़न)',
      fill: [
        ['वज़न', '80'],
        ['लंबाई', '180'],
      ],
      shows: ['24.7', 'स्वस्थ वज़न'],
    }),
  ),
  speaking(
    'es',
    tool('es-todo', 'quiero una lista de tareas sencilla', 'lista de tareas', 'tracker', {
      says: 'a task added',
      fill: [['Tarea', 'Comprar pan']],
      enter: true,
      shows: ['Comprar pan'],
    }),
  ),
  speaking(
    'fr',
    tool('fr-stopwatch', 'un chronomètre en ligne', 'chronomètre', 'timer', ticks('Démarrer')),
  ),
  speaking(
    'ta',
    tool('ta-words', 'சொல் எண்ணிக்கை கருவி வேண்டும்', 'சொல் எண்ணிக்கை', 'text-stats', {
      says: 'three words, one sentence',
      fill: [['உங்கள் உரை', 'நான் வீட்டுக்கு போகிறேன்.']],
      shows: ['சொற்கள் 3', 'வாக்கியங்கள் 1'],
    }),
  ),
  speaking(
    'mr',
    tool('mr-percent', 'टक्केवारी कॅल्क्युलेटर हवा आहे', 'टक्केवारी कॅल्क्युलेटर', 'calculator', {
      says: '15% of 2,000 is 300, in Marathi digits',
      fill: [
        ['टक्के', '15'],
        ['संख्या', '2000'],
      ],
      shows: ['३००.००'],
    }),
  ),
  speaking('bn', tool('bn-timer', 'রান্নার জন্য একটা টাইমার', 'টাইমার', 'timer', ticks('শুরু করুন'))),
];
