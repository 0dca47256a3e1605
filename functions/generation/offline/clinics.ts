import { practiceOf } from './practices';
import { PRICED_PER_VISIT, treatsAnimals, type Subject } from './subject';

/**
 * A doctor's practice: a clinic patients book, of one kind of medicine or of general practice.
 * Its page lists the treatments of its kind, the doctor (or a sample team of that kind's roles)
 * and books an appointment.
 */
export interface Specialty {
  /** What its doctor is called ("dentist"). */
  doctor: string;
  /** What the place is called ("dental clinic"). */
  clinic: string;
  /** What it offers, for the tagline and the copy ("dental care"). */
  offer: string;
  /** What it usually does, each with how long a visit takes and a usual fee range in rupees. */
  services: [string, string, number, number][];
  /** Who works there, for a team the brief does not name. */
  roles: string[];
}

const consultation = (what: string, min: number, max: number): [string, string, number, number] => [
  `${what} consultation`,
  '20 min',
  min,
  max,
];

/** Each kind of medicine, by the words that name it or its doctor, most particular first. */
const SPECIALTIES: [RegExp, Specialty][] = [
  [
    /\b(?:dentists?|dental|orthodontists?|teeth)\b/,
    {
      doctor: 'dentist',
      clinic: 'dental clinic',
      offer: 'dental care',
      services: [
        ['Check-up and clean', '30 min', 500, 1500],
        ['Fillings', '45 min', 1000, 3000],
        ['Root canal treatment', '90 min', 4000, 9000],
        ['Braces consultation', '30 min', 300, 1000],
        ['Teeth whitening', '60 min', 5000, 12000],
      ],
      roles: ['Dentist', 'Dental hygienist', 'Front desk'],
    },
  ],
  [
    /\b(?:p(?:a)?ediatricians?|child specialists?|children's (?:doctors?|clinic)|child clinic)\b/,
    {
      doctor: 'paediatrician',
      clinic: "children's clinic",
      offer: "children's health care",
      services: [
        consultation('Child', 400, 1000),
        ['Vaccination', '15 min', 300, 2000],
        ['Newborn check-up', '30 min', 500, 1200],
        ['Growth and development check', '30 min', 500, 1200],
      ],
      roles: ['Paediatrician', 'Nurse', 'Front desk'],
    },
  ],
  [
    /\b(?:gyn(?:a)?ecolog(?:ists?|y)|gynae|obstetricians?|ob-?gyn|maternity)\b/,
    {
      doctor: 'gynaecologist',
      clinic: "women's clinic",
      offer: "women's health care",
      services: [
        consultation('Gynaecology', 500, 1200),
        ['Pregnancy care', 'per visit', 500, 1500],
        ['Fertility consultation', '30 min', 800, 2000],
        ['Screening and check-up', '30 min', 1000, 3000],
      ],
      roles: ['Gynaecologist', 'Nurse', 'Front desk'],
    },
  ],
  [
    /\b(?:dermatolog(?:ists?|y)|skin (?:specialists?|doctors?|clinic))\b/,
    {
      doctor: 'dermatologist',
      clinic: 'skin clinic',
      offer: 'skin and hair care',
      services: [
        consultation('Skin', 500, 1200),
        ['Acne treatment', '30 min', 1500, 4000],
        ['Hair fall treatment', '45 min', 2000, 6000],
        ['Chemical peel', '45 min', 2500, 6000],
      ],
      roles: ['Dermatologist', 'Skin therapist', 'Front desk'],
    },
  ],
  [
    /\b(?:orthop(?:a)?edics?|ortho|bone (?:specialists?|doctors?)|joint replacement)\b/,
    {
      doctor: 'orthopaedic surgeon',
      clinic: 'orthopaedic clinic',
      offer: 'bone and joint care',
      services: [
        consultation('Orthopaedic', 500, 1200),
        ['Fracture care', 'per visit', 800, 2500],
        ['Joint pain treatment', '30 min', 800, 2500],
        ['Sports injury care', '30 min', 800, 2500],
      ],
      roles: ['Orthopaedic surgeon', 'Physiotherapist', 'Front desk'],
    },
  ],
  [
    /\b(?:ophthalmolog(?:ists?|y)|eye (?:specialists?|doctors?|clinic|hospital|care))\b/,
    {
      doctor: 'eye specialist',
      clinic: 'eye clinic',
      offer: 'eye care',
      services: [
        ['Eye check-up', '30 min', 300, 800],
        ['Glasses prescription', '20 min', 200, 600],
        ['Cataract consultation', '30 min', 500, 1200],
        ['Diabetic eye check', '30 min', 500, 1500],
      ],
      roles: ['Eye surgeon', 'Optometrist', 'Front desk'],
    },
  ],
  [
    /\b(?:ent|ear,? nose (?:and|&) throat)\b/,
    {
      doctor: 'ENT specialist',
      clinic: 'ENT clinic',
      offer: 'ear, nose and throat care',
      services: [
        consultation('ENT', 500, 1200),
        ['Hearing test', '30 min', 500, 1500],
        ['Sinus treatment', '30 min', 800, 2500],
        ['Ear cleaning', '15 min', 300, 800],
      ],
      roles: ['ENT surgeon', 'Audiologist', 'Front desk'],
    },
  ],
  [
    /\b(?:cardiolog(?:ists?|y)|heart (?:specialists?|doctors?|clinic))\b/,
    {
      doctor: 'cardiologist',
      clinic: 'heart clinic',
      offer: 'heart care',
      services: [
        consultation('Cardiology', 700, 1500),
        ['ECG', '15 min', 300, 800],
        ['Echocardiogram', '30 min', 1500, 3500],
        ['Blood pressure check', '15 min', 100, 300],
      ],
      roles: ['Cardiologist', 'Nurse', 'Front desk'],
    },
  ],
  [
    /\b(?:physiotherap(?:ists?|y)|physios?|physical therap(?:ists?|y))\b/,
    {
      doctor: 'physiotherapist',
      clinic: 'physiotherapy clinic',
      offer: 'physiotherapy',
      services: [
        ['Assessment', '45 min', 500, 1200],
        ['Physiotherapy session', '45 min', 500, 1000],
        ['Back and neck pain', '45 min', 500, 1200],
        ['Sports injury rehab', '45 min', 600, 1500],
      ],
      roles: ['Physiotherapist', 'Rehab assistant', 'Front desk'],
    },
  ],
  [
    /\b(?:hom(?:o)?eopath(?:s|y|ic)?|homoeopath(?:s|y|ic)?)\b/,
    {
      doctor: 'homeopath',
      clinic: 'homeopathy clinic',
      offer: 'homeopathic treatment',
      services: [
        ['First consultation', '45 min', 500, 1500],
        ['Follow-up', '20 min', 300, 700],
        ['Online consultation', '30 min', 400, 1000],
      ],
      roles: ['Homeopath', 'Front desk'],
    },
  ],
  [
    /\b(?:ayurved(?:a|ic)|panchakarma|vaidya)\b/,
    {
      doctor: 'ayurvedic doctor',
      clinic: 'ayurveda clinic',
      offer: 'ayurvedic treatment',
      services: [
        consultation('Ayurvedic', 400, 1000),
        ['Panchakarma', 'per day', 2500, 6000],
        ['Abhyanga massage', '60 min', 1500, 3000],
        ['Shirodhara', '45 min', 2000, 4000],
      ],
      roles: ['Ayurvedic doctor', 'Therapist', 'Front desk'],
    },
  ],
  [
    /\b(?:diagnostics?|pathology|path lab|blood tests?)\b/,
    {
      doctor: 'pathologist',
      clinic: 'diagnostic lab',
      offer: 'diagnostic tests',
      services: [
        ['Complete blood count', 'report in a day', 200, 500],
        ['Thyroid profile', 'report in a day', 400, 900],
        ['Diabetes tests', 'report in a day', 300, 900],
        ['Full body check-up', 'report in 2 days', 1500, 4000],
      ],
      roles: ['Pathologist', 'Lab technician', 'Front desk'],
    },
  ],
  [
    /\b(?:opticians?|opticals?|optometrists?|spectacles)\b/,
    {
      doctor: 'optician',
      clinic: 'opticians',
      offer: 'eye tests and glasses',
      services: [
        ['Eye test', '20 min', 100, 500],
        ['Frames and lenses', 'per pair', 1500, 8000],
        ['Contact lens fitting', '30 min', 500, 1500],
        ['Sunglasses', 'per pair', 1000, 5000],
      ],
      roles: ['Optometrist', 'Optician', 'Front desk'],
    },
  ],
  [
    /\b(?:hearing aids?|audiolog(?:ists?|y))\b/,
    {
      doctor: 'audiologist',
      clinic: 'hearing care centre',
      offer: 'hearing care',
      services: [
        ['Hearing test', '45 min', 500, 1500],
        ['Hearing aids', 'per ear', 15000, 60000],
        ['Hearing aid fitting', '60 min', 500, 1500],
        ['Repairs and batteries', 'per visit', 100, 800],
      ],
      roles: ['Audiologist', 'Front desk'],
    },
  ],
  [
    /\b(?:speech therap(?:ists?|y)|speech and language)\b/,
    {
      doctor: 'speech therapist',
      clinic: 'speech therapy clinic',
      offer: 'speech therapy',
      services: [
        ['Speech assessment', '60 min', 1000, 2500],
        ['Speech therapy session', '45 min', 700, 1500],
        ['Online session', '45 min', 600, 1200],
      ],
      roles: ['Speech therapist', 'Front desk'],
    },
  ],
  [
    /\b(?:dieti(?:t|c)ians?|nutritionists?|diet plans?|nutrition)\b/,
    {
      doctor: 'dietitian',
      clinic: 'nutrition clinic',
      offer: 'diet and nutrition advice',
      services: [
        ['Diet consultation', '45 min', 800, 2000],
        ['Monthly diet plan', 'per month', 2000, 5000],
        ['Weight management programme', '3 months', 6000, 15000],
        ['Follow-up', '20 min', 400, 1000],
      ],
      roles: ['Dietitian', 'Front desk'],
    },
  ],
  [
    // A therapist of no other kind is one people talk to.
    /\b(?:psycholog(?:ists?|y)|counsell?(?:ors?|ing)|psychotherap(?:ists?|y)|therapists?)\b|^therapy practice\b/,
    {
      doctor: 'counsellor',
      clinic: 'counselling practice',
      offer: 'counselling',
      services: [
        ['First session', '50 min', 1000, 2500],
        ['Individual counselling', '50 min', 1000, 2500],
        ['Couples counselling', '60 min', 1500, 3500],
        ['Online session', '50 min', 800, 2000],
      ],
      roles: ['Counselling psychologist', 'Front desk'],
    },
  ],
  [
    /\b(?:psychiatrists?|psychiatry)\b/,
    {
      doctor: 'psychiatrist',
      clinic: 'psychiatry clinic',
      offer: 'mental health care',
      services: [
        ['First consultation', '45 min', 1000, 2500],
        ['Follow-up', '20 min', 700, 1500],
        ['Online consultation', '30 min', 800, 2000],
      ],
      roles: ['Psychiatrist', 'Front desk'],
    },
  ],
  [
    /\b(?:hospitals?|nursinghomes?|nursing homes?|multi-?speciality|multi-?specialty)\b/,
    {
      doctor: 'doctor',
      clinic: 'hospital',
      offer: 'health care',
      services: [
        ['OPD consultation', '15 min', 300, 800],
        ['Health check-up', '2 hours', 1500, 5000],
        ['Lab tests', '20 min', 200, 2000],
        ['Vaccination', '15 min', 300, 2000],
      ],
      roles: ['Medical superintendent', 'Consultant physician', 'Nursing in-charge', 'Front desk'],
    },
  ],
  [
    /\b(?:doctors?|physicians?|general practitioners?|gp|family (?:doctors?|physicians?)|mbbs|surgeons?|medical (?:centre|center|practice)|clinic|polyclinic|(?:kidney|diabetes|cancer|chest|lung|neuro|spine|fertility|sugar|piles) specialists?)\b/,
    {
      doctor: 'doctor',
      clinic: 'clinic',
      offer: 'health care',
      services: [
        ['General consultation', '15 min', 300, 800],
        ['Follow-up visit', '10 min', 200, 500],
        ['Health check-up', '60 min', 1500, 4000],
        ['Vaccination', '15 min', 300, 2000],
      ],
      roles: ['Doctor', 'Nurse', 'Front desk'],
    },
  ],
];

/** The people the brief calls doctors ("Dr Mehta", "Dr. Sunita Shah"). */
export const doctorsIn = (people: readonly string[]): string[] =>
  people.filter((person) => /^Dr\.?\s/.test(person));

/** The words that name a doctor's practice, of any kind. */
export const CLINIC_WORDS = new RegExp(SPECIALTIES.map(([words]) => words.source).join('|'), 'i');

/**
 * The doctor's practice a subject is, of the kind its words name, if it is one: not a vet's, a
 * salon's or a practice of the law or of accounts.
 */
export function clinicOf(
  subject: Pick<Subject, 'business' | 'offer' | 'flavour'>,
): Specialty | undefined {
  if (subject.flavour !== 'care' || treatsAnimals(subject) || practiceOf(subject)) return undefined;
  const words = `${subject.business} ${subject.offer}`.toLowerCase();
  if (PRICED_PER_VISIT.test(words)) return undefined;
  // A doctor's word becomes the clinic's ("gynaecologist" → "women's clinic"): that clinic.
  const called = SPECIALTIES.find(
    ([, specialty]) => specialty.clinic !== 'clinic' && subject.business === specialty.clinic,
  );
  // What it is says more than what it does: a nursing home with maternity care is a nursing home.
  const named = SPECIALTIES.find(
    ([pattern, specialty]) => specialty.clinic !== 'clinic' && pattern.test(subject.business),
  );
  return (called ?? named ?? SPECIALTIES.find(([pattern]) => pattern.test(words)))?.[1];
}
