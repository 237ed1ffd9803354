import type { ScreeningQuestionnaire, Urgency } from '@sahaj/contract';

/*
 * The symptom checker's knowledge base (issue 24), written for Sahaj in its own words from the public
 * clinical sources listed in SOURCES; each condition names the sources it was drawn from. It is a
 * screening aid for a therapy platform, not a diagnostic instrument: the weights are judgements
 * (roughly log-likelihood ratios, see docs/symptom-checker.md) checked against the evaluation set in
 * bench/symptom-checker-cases.ts, not fitted to patient data.
 */

export interface Source {
  id: string;
  title: string;
  url: string;
}

export const SOURCES: readonly Source[] = [
  {
    id: 'icd10',
    title: 'WHO, ICD-10 Version 2019, chapters V (F), IV (E), III (D), VI (G), XVIII (R), XXI (Z)',
    url: 'https://icd.who.int/browse10/2019/en',
  },
  {
    id: 'mhgap',
    title: 'WHO, mhGAP Intervention Guide for mental, neurological and substance use disorders, version 2.0 (2016)',
    url: 'https://www.who.int/publications/i/item/9789241549790',
  },
  {
    id: 'nice-cg90',
    title: 'NICE CG90 / NG222, Depression in adults: treatment and management',
    url: 'https://www.nice.org.uk/guidance/ng222',
  },
  {
    id: 'nice-cg113',
    title: 'NICE CG113, Generalised anxiety disorder and panic disorder in adults',
    url: 'https://www.nice.org.uk/guidance/cg113',
  },
  {
    id: 'nice-cg159',
    title: 'NICE CG159, Social anxiety disorder: recognition, assessment and treatment',
    url: 'https://www.nice.org.uk/guidance/cg159',
  },
  {
    id: 'nice-ng116',
    title: 'NICE NG116, Post-traumatic stress disorder',
    url: 'https://www.nice.org.uk/guidance/ng116',
  },
  {
    id: 'nice-cg31',
    title: 'NICE CG31, Obsessive-compulsive disorder and body dysmorphic disorder',
    url: 'https://www.nice.org.uk/guidance/cg31',
  },
  {
    id: 'nice-cg185',
    title: 'NICE CG185, Bipolar disorder: assessment and management',
    url: 'https://www.nice.org.uk/guidance/cg185',
  },
  {
    id: 'nice-ng87',
    title: 'NICE NG87, Attention deficit hyperactivity disorder: diagnosis and management',
    url: 'https://www.nice.org.uk/guidance/ng87',
  },
  {
    id: 'nice-cks-insomnia',
    title: 'NICE Clinical Knowledge Summaries, Insomnia',
    url: 'https://cks.nice.org.uk/topics/insomnia/',
  },
  {
    id: 'nice-ng69',
    title: 'NICE NG69, Eating disorders: recognition and treatment',
    url: 'https://www.nice.org.uk/guidance/ng69',
  },
  {
    id: 'nice-cg115',
    title: 'NICE CG115, Alcohol-use disorders: diagnosis, assessment and management of harmful drinking',
    url: 'https://www.nice.org.uk/guidance/cg115',
  },
  {
    id: 'who-burnout',
    title: "WHO, Burn-out an 'occupational phenomenon': International Classification of Diseases (2019)",
    url: 'https://www.who.int/news/item/28-05-2019-burn-out-an-occupational-phenomenon-international-classification-of-diseases',
  },
  {
    id: 'nhs-grief',
    title: 'NHS, Grief after bereavement or loss',
    url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/grief-bereavement-loss/',
  },
  {
    id: 'nice-cg192',
    title: 'NICE CG192, Antenatal and postnatal mental health',
    url: 'https://www.nice.org.uk/guidance/cg192',
  },
  {
    id: 'nice-ng145',
    title: 'NICE NG145, Thyroid disease: assessment and management',
    url: 'https://www.nice.org.uk/guidance/ng145',
  },
  {
    id: 'nice-cks-anaemia',
    title: 'NICE Clinical Knowledge Summaries, Anaemia - iron deficiency',
    url: 'https://cks.nice.org.uk/topics/anaemia-iron-deficiency/',
  },
  {
    id: 'nice-cks-b12',
    title: 'NICE Clinical Knowledge Summaries, Anaemia - B12 and folate deficiency',
    url: 'https://cks.nice.org.uk/topics/anaemia-b12-folate-deficiency/',
  },
  {
    id: 'nice-ng202',
    title: 'NICE NG202, Obstructive sleep apnoea/hypopnoea syndrome and obesity hypoventilation syndrome in over 16s',
    url: 'https://www.nice.org.uk/guidance/ng202',
  },
  {
    id: 'nice-cg16',
    title: 'NICE CG16 / NG225, Self-harm: assessment, management and preventing recurrence',
    url: 'https://www.nice.org.uk/guidance/ng225',
  },
  {
    id: 'nhs-999',
    title: 'NHS, When to call 999 (chest pain, breathing difficulty, fits, sudden confusion)',
    url: 'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999/',
  },
  {
    id: 'telemanas',
    title: 'Government of India, Tele-MANAS (National Tele Mental Health Programme), 14416 / 1-800-891-4416',
    url: 'https://telemanas.mohfw.gov.in/',
  },
  {
    id: 'apa-relationship',
    title: 'ICD-10 Z63.0 Problems in relationship with spouse or partner; NICE NG222 on couples therapy for depression',
    url: 'https://icd.who.int/browse10/2019/en#/Z63.0',
  },
];

export interface Symptom {
  id: number;
  /** Plain words, as a person would say it. */
  name: string;
  synonyms: string[];
}

export interface RedFlag extends Symptom {
  /** The emergency issue a yes to this question raises. */
  issue: { name: string; profName: string; icd: string; icdName: string };
}

/**
 * Asked first, before anything else, and checked on every answer. Ids 9001+ so they never collide
 * with a provider's symptom ids (ApiMedic's are below 1000).
 */
export const RED_FLAGS: readonly RedFlag[] = [
  {
    id: 9001,
    name: 'Thoughts of ending my life',
    synonyms: ['suicidal thoughts', 'want to die', 'kill myself', 'better off dead'],
    issue: {
      name: 'Thoughts of suicide',
      profName: 'Suicidal ideation',
      icd: 'R45.8',
      icdName: 'Other symptoms and signs involving emotional state',
    },
  },
  {
    id: 9002,
    name: 'Hurting myself on purpose',
    synonyms: ['self-harm', 'cutting', 'burning myself', 'self injury'],
    issue: {
      name: 'Self-harm',
      profName: 'Intentional self-harm',
      icd: 'X84',
      icdName: 'Intentional self-harm by unspecified means',
    },
  },
  {
    id: 9003,
    name: 'Thoughts or urges to harm someone else',
    synonyms: ['hurt someone', 'violent urges', 'harm others'],
    issue: {
      name: 'Risk of harming others',
      profName: 'Violent behaviour',
      icd: 'R45.6',
      icdName: 'Violent behaviour',
    },
  },
  {
    id: 9004,
    name: 'Hearing or seeing things other people do not',
    synonyms: ['hearing voices', 'hallucinations', 'seeing things'],
    issue: {
      name: 'Hearing or seeing things others do not',
      profName: 'Hallucinations',
      icd: 'R44.3',
      icdName: 'Hallucinations, unspecified',
    },
  },
  {
    id: 9005,
    name: 'Severe confusion or not knowing where I am',
    synonyms: ['disoriented', 'confused', 'cannot think straight', 'delirium'],
    issue: {
      name: 'Severe confusion',
      profName: 'Disorientation',
      icd: 'R41.0',
      icdName: 'Disorientation, unspecified',
    },
  },
  {
    id: 9006,
    name: 'Chest pain or pressure right now',
    synonyms: ['chest tightness', 'heart pain', 'crushing chest'],
    issue: { name: 'Chest pain', profName: 'Chest pain', icd: 'R07.4', icdName: 'Chest pain, unspecified' },
  },
  {
    id: 9007,
    name: 'Struggling to breathe',
    synonyms: ['cannot breathe', 'severe breathlessness', 'choking'],
    issue: { name: 'Severe difficulty breathing', profName: 'Dyspnoea', icd: 'R06.0', icdName: 'Dyspnoea' },
  },
  {
    id: 9008,
    name: 'Took too many pills, drugs or a poison',
    synonyms: ['overdose', 'poisoning', 'swallowed tablets'],
    issue: {
      name: 'Possible overdose or poisoning',
      profName: 'Poisoning',
      icd: 'T50.9',
      icdName: 'Poisoning by other and unspecified drugs, medicaments and biological substances',
    },
  },
  {
    id: 9009,
    name: 'A fit or seizure',
    synonyms: ['convulsion', 'seizure', 'fit'],
    issue: { name: 'Seizure', profName: 'Convulsions', icd: 'R56.8', icdName: 'Other and unspecified convulsions' },
  },
  {
    id: 9010,
    name: 'Shaking, sweating and confused after stopping alcohol',
    synonyms: ['alcohol withdrawal', 'DTs', 'delirium tremens'],
    issue: {
      name: 'Severe alcohol withdrawal',
      profName: 'Alcohol withdrawal state with delirium',
      icd: 'F10.4',
      icdName: 'Mental and behavioural disorders due to use of alcohol: withdrawal state with delirium',
    },
  },
];

/** Everything else a person can report, in plain words. */
export const SYMPTOMS: readonly Symptom[] = [
  { id: 20, name: 'Feeling low or sad most of the day', synonyms: ['depressed', 'down', 'sad', 'low mood'] },
  {
    id: 21,
    name: 'Lost interest or pleasure in things',
    synonyms: ['nothing is enjoyable', 'anhedonia', 'no interest'],
  },
  { id: 22, name: 'Feeling worthless or guilty', synonyms: ['guilt', 'worthless', 'self blame'] },
  { id: 23, name: 'Feeling hopeless about the future', synonyms: ['hopeless', 'no future', 'pointless'] },
  { id: 24, name: 'Tired or low on energy', synonyms: ['fatigue', 'exhausted', 'no energy', 'weak'] },
  { id: 25, name: 'Trouble falling or staying asleep', synonyms: ['insomnia', 'cannot sleep', 'waking at night'] },
  { id: 26, name: 'Sleeping much more than usual', synonyms: ['oversleeping', 'hypersomnia'] },
  { id: 27, name: 'Less appetite or losing weight', synonyms: ['not hungry', 'weight loss', 'poor appetite'] },
  { id: 28, name: 'Eating more than usual', synonyms: ['comfort eating', 'increased appetite'] },
  { id: 29, name: 'Hard to concentrate', synonyms: ['poor focus', 'cannot concentrate', 'brain fog'] },
  { id: 30, name: 'Restless or on edge', synonyms: ['keyed up', 'cannot sit still', 'tense'] },
  {
    id: 31,
    name: 'Worrying a lot about many different things',
    synonyms: ['worry', 'overthinking', 'anxious thoughts'],
  },
  { id: 32, name: 'Irritable or short-tempered', synonyms: ['irritability', 'snapping at people', 'grumpy'] },
  { id: 33, name: 'Tense or aching muscles', synonyms: ['muscle tension', 'stiff shoulders', 'jaw clenching'] },
  { id: 34, name: 'Sudden attacks of intense fear', synonyms: ['panic attack', 'terror', 'anxiety attack'] },
  { id: 35, name: 'Racing or pounding heart', synonyms: ['palpitations', 'heart racing', 'fast heartbeat'] },
  {
    id: 36,
    name: 'Short of breath or choking feeling when scared',
    synonyms: ['hyperventilating', 'breathless when anxious'],
  },
  { id: 37, name: 'Afraid of having another attack', synonyms: ['fear of panic', 'anticipatory anxiety'] },
  {
    id: 38,
    name: 'Avoiding crowds, travel or places that are hard to leave',
    synonyms: ['agoraphobia', 'avoid trains', 'avoid malls'],
  },
  {
    id: 39,
    name: 'Strong fear of being judged or embarrassed by others',
    synonyms: ['social anxiety', 'shy', 'fear of judgement'],
  },
  {
    id: 40,
    name: 'Avoiding meetings, parties or speaking up',
    synonyms: ['avoid social situations', 'avoid presentations'],
  },
  { id: 41, name: 'Blushing, sweating or shaking around people', synonyms: ['blushing', 'stage fright'] },
  {
    id: 42,
    name: 'Flashbacks or nightmares about something terrible',
    synonyms: ['flashbacks', 'nightmares', 'reliving'],
  },
  { id: 43, name: 'Avoiding reminders of a terrible event', synonyms: ['avoid reminders', 'avoid talking about it'] },
  { id: 44, name: 'Always on guard or easily startled', synonyms: ['jumpy', 'hypervigilant', 'startle'] },
  {
    id: 45,
    name: 'Went through or saw a frightening event',
    synonyms: ['trauma', 'accident', 'assault', 'abuse', 'violence'],
  },
  {
    id: 46,
    name: 'Unwanted thoughts that keep coming back',
    synonyms: ['intrusive thoughts', 'obsessions', 'stuck thoughts'],
  },
  {
    id: 47,
    name: 'Repeated washing, checking or counting',
    synonyms: ['compulsions', 'rituals', 'hand washing', 'checking locks'],
  },
  { id: 48, name: 'Needing things to be exactly right', synonyms: ['perfectionism', 'symmetry', 'order'] },
  {
    id: 49,
    name: 'Days of very high energy with little need for sleep',
    synonyms: ['mania', 'hypomania', 'no sleep but not tired'],
  },
  { id: 50, name: 'Racing thoughts or talking very fast', synonyms: ['pressured speech', 'mind racing'] },
  { id: 51, name: 'Feeling unusually powerful or special', synonyms: ['grandiose', 'invincible'] },
  {
    id: 52,
    name: 'Spending sprees or risky decisions during high periods',
    synonyms: ['reckless', 'overspending', 'impulsive spending'],
  },
  { id: 53, name: 'Mood swinging between highs and lows', synonyms: ['mood swings', 'ups and downs'] },
  { id: 54, name: 'Trouble paying attention since childhood', synonyms: ['attention problems as a child'] },
  { id: 55, name: 'Easily distracted and forgetful in daily tasks', synonyms: ['distractible', 'losing things'] },
  { id: 56, name: 'Fidgety, impulsive or interrupting others', synonyms: ['hyperactive', 'impulsive'] },
  {
    id: 57,
    name: 'Putting things off and struggling to organise',
    synonyms: ['procrastination', 'disorganised', 'missing deadlines'],
  },
  { id: 58, name: 'Eating large amounts and feeling out of control', synonyms: ['binge eating', 'bingeing'] },
  {
    id: 59,
    name: 'Strictly limiting food or fear of gaining weight',
    synonyms: ['dieting', 'restricting', 'anorexia'],
  },
  { id: 60, name: 'Making myself sick or using laxatives after eating', synonyms: ['purging', 'vomiting', 'bulimia'] },
  { id: 61, name: 'Thinking about body shape or weight all the time', synonyms: ['body image', 'feel fat'] },
  { id: 62, name: 'Drinking more alcohol than I meant to', synonyms: ['drinking', 'alcohol', 'cannot stop drinking'] },
  { id: 63, name: 'Using drugs regularly', synonyms: ['cannabis', 'weed', 'ganja', 'cocaine', 'opioids', 'meth'] },
  { id: 64, name: 'Cravings or feeling unwell when not using', synonyms: ['withdrawal', 'craving', 'shakes'] },
  {
    id: 65,
    name: 'Drinking or drug use causing problems at work or home',
    synonyms: ['using despite problems', 'family complaints about drinking'],
  },
  { id: 66, name: 'Drained and exhausted by work', synonyms: ['burnout', 'burned out', 'work exhaustion'] },
  { id: 67, name: 'Feeling cynical or detached about my job', synonyms: ['cynical', 'do not care about work'] },
  { id: 68, name: 'Getting less done at work than before', synonyms: ['poor performance', 'ineffective'] },
  { id: 69, name: 'Long hours or heavy pressure at work', synonyms: ['overworked', 'work stress', 'deadlines'] },
  { id: 70, name: 'Someone close to me died', synonyms: ['bereavement', 'death', 'loss'] },
  {
    id: 71,
    name: 'Longing for or thinking constantly about the person I lost',
    synonyms: ['yearning', 'missing them'],
  },
  {
    id: 72,
    name: 'A big change in my life recently',
    synonyms: ['breakup', 'divorce', 'job loss', 'moved city', 'new job', 'exams'],
  },
  { id: 73, name: 'Problems started soon after a stressful change', synonyms: ['since the change', 'since moving'] },
  { id: 74, name: 'Had a baby in the last year', synonyms: ['postpartum', 'after delivery', 'new mother'] },
  { id: 75, name: 'Struggling to bond with or care for my baby', synonyms: ['not bonding', 'cannot look after baby'] },
  { id: 76, name: 'Crying often', synonyms: ['tearful', 'crying spells'] },
  { id: 77, name: 'Feeling cold when others are not', synonyms: ['cold intolerance', 'always cold'] },
  { id: 78, name: 'Gaining weight without eating more', synonyms: ['weight gain', 'puffy'] },
  { id: 79, name: 'Dry skin or thinning hair', synonyms: ['hair loss', 'dry skin', 'brittle nails'] },
  { id: 80, name: 'Constipation', synonyms: ['hard stools'] },
  { id: 81, name: 'Feeling too hot or sweating a lot', synonyms: ['heat intolerance', 'sweating'] },
  { id: 82, name: 'Shaky hands', synonyms: ['tremor', 'trembling hands'] },
  { id: 83, name: 'Losing weight while eating normally', synonyms: ['unexplained weight loss'] },
  { id: 84, name: 'Pale skin, lips or inner eyelids', synonyms: ['pale', 'pallor'] },
  { id: 85, name: 'Out of breath on stairs or light effort', synonyms: ['breathless on exertion'] },
  { id: 86, name: 'Dizzy or light-headed', synonyms: ['dizziness', 'faint', 'giddy'] },
  { id: 87, name: 'Pins and needles or numbness in hands or feet', synonyms: ['tingling', 'numbness', 'neuropathy'] },
  { id: 88, name: 'Sore red tongue or mouth ulcers', synonyms: ['glossitis', 'mouth sores'] },
  { id: 89, name: 'Memory getting worse', synonyms: ['forgetful', 'poor memory'] },
  { id: 90, name: 'Loud snoring', synonyms: ['snoring'] },
  {
    id: 91,
    name: 'Stopping breathing or gasping in sleep (someone noticed)',
    synonyms: ['apnoea', 'gasping at night', 'choking in sleep'],
  },
  { id: 92, name: 'Falling asleep during the day', synonyms: ['daytime sleepiness', 'dozing off'] },
  { id: 93, name: 'Headaches on waking', synonyms: ['morning headache'] },
  { id: 94, name: 'Vegetarian or vegan diet without B12 supplements', synonyms: ['vegetarian', 'vegan', 'no meat'] },
  { id: 95, name: 'Heavy periods', synonyms: ['heavy menstrual bleeding', 'menorrhagia'] },
  { id: 96, name: 'Swelling at the front of the neck', synonyms: ['goitre', 'neck lump'] },
  {
    id: 97,
    name: 'Stomach aches, nausea or headaches with stress',
    synonyms: ['butterflies', 'upset stomach', 'tension headache'],
  },
  { id: 98, name: 'Feeling unreal or detached from myself', synonyms: ['depersonalisation', 'derealisation', 'numb'] },
  { id: 99, name: 'Angry outbursts', synonyms: ['anger', 'rage', 'temper'] },
  { id: 100, name: 'Pulling away from friends and family', synonyms: ['isolating', 'withdrawn', 'lonely'] },
  { id: 101, name: 'Frequent arguments with my partner', synonyms: ['fighting with spouse', 'marital conflict'] },
  { id: 102, name: 'Feeling distant or unloved in my relationship', synonyms: ['disconnected from partner'] },
  { id: 103, name: 'Drinking a lot of tea, coffee or energy drinks', synonyms: ['caffeine'] },
  { id: 104, name: 'Using screens or my phone late into the night', synonyms: ['phone in bed', 'late screens'] },
  { id: 105, name: 'Worrying that I will not be able to sleep', synonyms: ['sleep anxiety', 'dread bedtime'] },
];

/** A speciality: our therapist speciality's name (the therapist list filter), or null where none of ours fits. */
export interface Specialisation {
  id: number;
  name: string;
  /** Our speciality's name in the reference table, matched to its id at run time. */
  ours: string | null;
}

export const SPECIALISATIONS: readonly Specialisation[] = [
  { id: 1, name: 'Depression', ours: 'Depression' },
  { id: 2, name: 'Anxiety', ours: 'Anxiety' },
  { id: 3, name: 'Cognitive Behavioural Therapy (CBT)', ours: 'Cognitive Behavioural Therapy (CBT)' },
  { id: 4, name: 'Trauma & PTSD', ours: 'Trauma & PTSD' },
  { id: 5, name: 'OCD', ours: 'OCD' },
  { id: 6, name: 'Bipolar Disorder', ours: 'Bipolar Disorder' },
  { id: 7, name: 'ADHD', ours: 'ADHD' },
  { id: 8, name: 'Sleep Issues', ours: 'Sleep Issues' },
  { id: 9, name: 'Eating Disorders', ours: 'Eating Disorders' },
  { id: 10, name: 'Addiction', ours: 'Addiction' },
  { id: 11, name: 'Stress Management', ours: 'Stress Management' },
  { id: 12, name: 'Career Counselling', ours: 'Career Counselling' },
  { id: 13, name: 'Grief & Loss', ours: 'Grief & Loss' },
  { id: 14, name: 'Self-esteem', ours: 'Self-esteem' },
  { id: 15, name: 'Relationship Counselling', ours: 'Relationship Counselling' },
  { id: 16, name: 'Couples Therapy', ours: 'Couples Therapy' },
  { id: 17, name: 'Mindfulness', ours: 'Mindfulness' },
  { id: 18, name: 'Anger Management', ours: 'Anger Management' },
  { id: 30, name: 'General practice (a physician, for blood tests and a check-up)', ours: null },
  { id: 31, name: 'Psychiatry (a doctor who can prescribe)', ours: null },
];

/** A rule that makes one condition more urgent than its base level. */
export interface Escalation {
  /** All of these present… */
  all: number[];
  raiseTo: Urgency;
}

export interface Condition {
  id: number;
  name: string;
  profName: string;
  icd: string;
  icdName: string;
  /** Log-odds before any answer: how common this is among people who come to a therapy platform. */
  prior: number;
  /** Who it applies to (postnatal conditions: women of child-bearing age). */
  sex?: 'male' | 'female';
  minAge?: number;
  maxAge?: number;
  /** Symptom id -> weight: 3 defining, 2 typical, 1 supporting, negative counts against. */
  weights: Record<number, number>;
  urgency: Urgency;
  escalations?: Escalation[];
  specialisations: number[];
  questionnaire: ScreeningQuestionnaire | null;
  sources: string[];
}

export const CONDITIONS: readonly Condition[] = [
  {
    id: 1,
    name: 'Depression',
    profName: 'Depressive episode',
    icd: 'F32',
    icdName: 'Depressive episode',
    prior: 0.6,
    weights: {
      20: 3,
      21: 3,
      22: 2,
      23: 2,
      24: 1.5,
      25: 1,
      26: 1,
      27: 1,
      28: 0.5,
      29: 1,
      76: 1,
      100: 1,
      49: -1.5,
      51: -2,
    },
    urgency: 'consult',
    escalations: [{ all: [20, 21, 23, 27], raiseTo: 'doctor_24h' }],
    specialisations: [1, 3, 31],
    questionnaire: 'PHQ-9',
    sources: ['icd10', 'mhgap', 'nice-cg90'],
  },
  {
    id: 2,
    name: 'Generalised anxiety',
    profName: 'Generalized anxiety disorder',
    icd: 'F41.1',
    icdName: 'Generalized anxiety disorder',
    prior: 0.6,
    weights: { 31: 3.5, 30: 2, 32: 1.5, 33: 2, 25: 1, 29: 1, 24: 1, 97: 1, 35: 0.5, 34: -0.5 },
    urgency: 'consult',
    specialisations: [2, 3, 17],
    questionnaire: 'GAD-7',
    sources: ['icd10', 'mhgap', 'nice-cg113'],
  },
  {
    id: 3,
    name: 'Panic attacks',
    profName: 'Panic disorder',
    icd: 'F41.0',
    icdName: 'Panic disorder [episodic paroxysmal anxiety]',
    prior: 0.2,
    weights: { 34: 3.5, 35: 2, 36: 2, 37: 3, 38: 1.5, 86: 1, 98: 1, 82: 0.5 },
    urgency: 'consult',
    specialisations: [2, 3],
    questionnaire: 'GAD-7',
    sources: ['icd10', 'nice-cg113'],
  },
  {
    id: 4,
    name: 'Social anxiety',
    profName: 'Social phobia',
    icd: 'F40.1',
    icdName: 'Social phobias',
    prior: 0.2,
    weights: { 39: 3.5, 40: 3, 41: 2, 35: 0.5, 100: 0.5 },
    urgency: 'consult',
    specialisations: [2, 14, 3],
    questionnaire: 'GAD-7',
    sources: ['icd10', 'nice-cg159'],
  },
  {
    id: 5,
    name: 'Post-traumatic stress',
    profName: 'Post-traumatic stress disorder',
    icd: 'F43.1',
    icdName: 'Post-traumatic stress disorder',
    prior: 0.1,
    weights: { 45: 3, 42: 3.5, 43: 2.5, 44: 2.5, 25: 1, 98: 1, 32: 0.5, 99: 0.5, 20: 0.5 },
    urgency: 'consult',
    specialisations: [4],
    questionnaire: null,
    sources: ['icd10', 'mhgap', 'nice-ng116'],
  },
  {
    id: 6,
    name: 'Obsessive-compulsive disorder',
    profName: 'Obsessive-compulsive disorder',
    icd: 'F42',
    icdName: 'Obsessive-compulsive disorder',
    prior: 0.1,
    weights: { 46: 3, 47: 3.5, 48: 2, 31: 0.5 },
    urgency: 'consult',
    specialisations: [5, 3],
    questionnaire: null,
    sources: ['icd10', 'nice-cg31'],
  },
  {
    id: 7,
    name: 'Bipolar disorder',
    profName: 'Bipolar affective disorder',
    icd: 'F31',
    icdName: 'Bipolar affective disorder',
    prior: -0.3,
    weights: { 49: 3.5, 50: 2.5, 51: 2.5, 52: 2.5, 53: 2.5, 32: 0.5, 20: 0.5 },
    urgency: 'consult',
    escalations: [
      { all: [49, 52], raiseTo: 'doctor_24h' },
      { all: [49, 51], raiseTo: 'doctor_24h' },
    ],
    specialisations: [6, 31],
    questionnaire: null,
    sources: ['icd10', 'mhgap', 'nice-cg185'],
  },
  {
    id: 8,
    name: 'ADHD',
    profName: 'Attention deficit hyperactivity disorder',
    icd: 'F90.0',
    icdName: 'Disturbance of activity and attention',
    prior: -0.2,
    weights: { 54: 3.5, 55: 2.5, 56: 2.5, 57: 2, 29: 1, 32: 0.5 },
    urgency: 'consult',
    specialisations: [7, 31],
    questionnaire: null,
    sources: ['icd10', 'nice-ng87'],
  },
  {
    id: 9,
    name: 'Insomnia',
    profName: 'Nonorganic insomnia',
    icd: 'F51.0',
    icdName: 'Nonorganic insomnia',
    prior: 0.2,
    weights: { 25: 3, 105: 2.5, 103: 1.5, 104: 1.5, 24: 0.5, 32: 0.5, 29: 0.5, 20: -1, 21: -1, 90: -1, 91: -1.5 },
    urgency: 'self_care',
    specialisations: [8, 3],
    questionnaire: null,
    sources: ['icd10', 'nice-cks-insomnia'],
  },
  {
    id: 10,
    name: 'Eating disorder',
    profName: 'Eating disorder',
    icd: 'F50',
    icdName: 'Eating disorders',
    prior: -0.2,
    weights: { 58: 3, 59: 3, 60: 3.5, 61: 3, 27: 0.5, 28: 0.5 },
    urgency: 'consult',
    escalations: [
      { all: [59, 86], raiseTo: 'doctor_24h' },
      { all: [60, 86], raiseTo: 'doctor_24h' },
    ],
    specialisations: [9],
    questionnaire: null,
    sources: ['icd10', 'nice-ng69'],
  },
  {
    id: 11,
    name: 'Alcohol problem',
    profName: 'Harmful use of alcohol / alcohol dependence',
    icd: 'F10.2',
    icdName: 'Mental and behavioural disorders due to use of alcohol: dependence syndrome',
    prior: -0.1,
    weights: { 62: 3.5, 64: 2, 65: 2, 63: -1, 25: 0.5, 20: 0.5 },
    urgency: 'consult',
    escalations: [{ all: [62, 64], raiseTo: 'doctor_24h' }],
    specialisations: [10, 31],
    questionnaire: null,
    sources: ['icd10', 'mhgap', 'nice-cg115'],
  },
  {
    id: 12,
    name: 'Drug use problem',
    profName: 'Harmful use of psychoactive substances',
    icd: 'F19.1',
    icdName: 'Mental and behavioural disorders due to multiple drug use: harmful use',
    prior: -0.2,
    weights: { 63: 3.5, 64: 2, 65: 2, 62: -1, 32: 0.5 },
    urgency: 'consult',
    specialisations: [10, 31],
    questionnaire: null,
    sources: ['icd10', 'mhgap'],
  },
  {
    id: 13,
    name: 'Burnout and work stress',
    profName: 'Burn-out (state of vital exhaustion)',
    icd: 'Z73.0',
    icdName: 'Burn-out',
    prior: 0.3,
    weights: { 66: 3.5, 67: 2.5, 68: 2, 69: 2, 24: 1, 32: 0.5, 25: 0.5, 21: -0.5 },
    urgency: 'self_care',
    specialisations: [11, 12],
    questionnaire: null,
    sources: ['who-burnout', 'icd10'],
  },
  {
    id: 14,
    name: 'Grief',
    profName: 'Bereavement reaction',
    icd: 'Z63.4',
    icdName: 'Disappearance and death of family member',
    prior: 0,
    weights: { 70: 4, 71: 3, 76: 1.5, 20: 1, 25: 0.5, 100: 0.5 },
    urgency: 'self_care',
    specialisations: [13],
    questionnaire: null,
    sources: ['icd10', 'nhs-grief', 'mhgap'],
  },
  {
    id: 15,
    name: 'Trouble adjusting to a life change',
    profName: 'Adjustment disorder',
    icd: 'F43.2',
    icdName: 'Adjustment disorders',
    prior: 0,
    weights: { 72: 3, 73: 3.5, 20: 0.5, 31: 0.5, 25: 0.5, 76: 0.5, 32: 0.5 },
    urgency: 'consult',
    specialisations: [11],
    questionnaire: null,
    sources: ['icd10', 'mhgap'],
  },
  {
    id: 16,
    name: 'Depression after having a baby',
    profName: 'Postnatal depression',
    icd: 'F53.0',
    icdName: 'Mild mental and behavioural disorders associated with the puerperium',
    prior: -0.5,
    sex: 'female',
    minAge: 14,
    maxAge: 55,
    weights: { 74: 4, 75: 2.5, 20: 1.5, 21: 1, 76: 1, 22: 1, 25: 0.5, 31: 0.5 },
    urgency: 'consult',
    escalations: [{ all: [74, 75], raiseTo: 'doctor_24h' }],
    specialisations: [1, 31],
    questionnaire: 'PHQ-9',
    sources: ['icd10', 'nice-cg192'],
  },
  {
    id: 17,
    name: 'Underactive thyroid',
    profName: 'Hypothyroidism',
    icd: 'E03.9',
    icdName: 'Hypothyroidism, unspecified',
    prior: -0.8,
    weights: { 77: 3, 78: 3, 79: 2.5, 80: 2, 24: 1, 20: 0.5, 89: 0.5, 96: 1.5 },
    urgency: 'consult',
    specialisations: [30],
    questionnaire: null,
    sources: ['icd10', 'nice-ng145'],
  },
  {
    id: 18,
    name: 'Overactive thyroid',
    profName: 'Hyperthyroidism (thyrotoxicosis)',
    icd: 'E05.9',
    icdName: 'Thyrotoxicosis, unspecified',
    prior: -0.8,
    weights: { 81: 3, 82: 2.5, 83: 3, 35: 1.5, 30: 1, 96: 1.5, 32: 0.5, 25: 0.5 },
    urgency: 'consult',
    specialisations: [30],
    questionnaire: null,
    sources: ['icd10', 'nice-ng145'],
  },
  {
    id: 19,
    name: 'Iron-deficiency anaemia',
    profName: 'Iron deficiency anaemia',
    icd: 'D50.9',
    icdName: 'Iron deficiency anaemia, unspecified',
    prior: -0.6,
    weights: { 84: 3, 85: 3, 95: 2, 24: 1.5, 86: 1.5, 35: 0.5 },
    urgency: 'consult',
    specialisations: [30],
    questionnaire: null,
    sources: ['icd10', 'nice-cks-anaemia'],
  },
  {
    id: 20,
    name: 'Vitamin B12 deficiency',
    profName: 'Vitamin B12 deficiency anaemia',
    icd: 'D51.9',
    icdName: 'Vitamin B12 deficiency anaemia, unspecified',
    prior: -0.8,
    weights: { 87: 3, 88: 2.5, 94: 2.5, 89: 1.5, 24: 1, 84: 1, 20: 0.5 },
    urgency: 'consult',
    specialisations: [30],
    questionnaire: null,
    sources: ['icd10', 'nice-cks-b12'],
  },
  {
    id: 21,
    name: 'Sleep apnoea',
    profName: 'Obstructive sleep apnoea',
    icd: 'G47.3',
    icdName: 'Sleep apnoea',
    prior: -0.8,
    weights: { 90: 3, 91: 4, 92: 3, 93: 2, 24: 1, 29: 0.5, 32: 0.5, 25: -0.5 },
    urgency: 'consult',
    specialisations: [30],
    questionnaire: null,
    sources: ['icd10', 'nice-ng202'],
  },
  {
    id: 22,
    name: 'Relationship difficulties',
    profName: 'Problems in relationship with spouse or partner',
    icd: 'Z63.0',
    icdName: 'Problems in relationship with spouse or partner',
    prior: 0,
    weights: { 101: 3.5, 102: 3, 99: 1, 20: 0.5, 32: 0.5 },
    urgency: 'self_care',
    specialisations: [15, 16],
    questionnaire: null,
    sources: ['apa-relationship', 'icd10'],
  },
];

export const SYMPTOM_BY_ID: ReadonlyMap<number, Symptom> = new Map(
  [...RED_FLAGS, ...SYMPTOMS].map((s) => [s.id, s] as const),
);
export const RED_FLAG_BY_ID: ReadonlyMap<number, RedFlag> = new Map(RED_FLAGS.map((s) => [s.id, s] as const));
export const SPECIALISATION_BY_ID: ReadonlyMap<number, Specialisation> = new Map(
  SPECIALISATIONS.map((s) => [s.id, s] as const),
);
