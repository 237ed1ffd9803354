/*
 * The articles Sahaj ships with (issue 23): written for this project, plain and practical, each in the
 * spec's categories. Not medical advice; each points to help. Seeded once (by slug), published.
 */

export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  categories: string[];
  publishedAt: string;
  content: string;
}

export const SEED_AUTHOR = 'Sahaj Editorial Team';

export const SEED_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'when-worry-becomes-too-much',
    title: 'When worry becomes too much: understanding anxiety',
    excerpt: 'Everyone worries. Here is how to tell when anxiety has started to run your days, and what helps.',
    categories: ['Anxiety Disorder', 'Mental Health'],
    publishedAt: '2026-09-02T04:30:00Z',
    content: `<p>Worry is useful: it makes us prepare for an exam or check the gas before leaving home. Anxiety becomes a problem when the worry is bigger than the situation, hard to switch off, and starts to take over sleep, work and relationships.</p>
<h2>Signs to notice</h2>
<ul><li>Worrying most days about many different things, for weeks at a time</li><li>Feeling restless, on edge or tired all the time</li><li>Tight shoulders, headaches or an upset stomach when stressed</li><li>Avoiding places or tasks because of the fear they bring</li><li>Sudden waves of intense fear with a racing heart (panic attacks)</li></ul>
<h2>What helps</h2>
<p>Slow breathing (in for four counts, out for six) calms the body's alarm. Regular exercise, less caffeine and a steady sleep time lower the baseline. Writing worries down at a fixed "worry time" each day stops them following you around.</p>
<p>Anxiety responds very well to talking therapy, especially cognitive behavioural therapy (CBT), which teaches you to test anxious predictions instead of obeying them. If anxiety has lasted more than a few weeks, a therapist can help you build these skills step by step.</p>
<p>If you ever feel unsafe, call Tele-MANAS on 14416 (free, 24 × 7).</p>`,
  },
  {
    slug: 'five-small-habits-for-better-sleep',
    title: 'Five small habits for better sleep',
    excerpt: 'Sleep problems are common and usually fixable. Start with these five changes for two weeks.',
    categories: ['Self Care', 'Stress Management'],
    publishedAt: '2026-09-07T04:30:00Z',
    content: `<p>Poor sleep makes everything harder: mood, focus, patience and health. The good news is that most sleep problems improve with a few steady habits.</p>
<ol><li><strong>Wake at the same time every day</strong>, weekends too. A fixed wake time sets your body clock more than a fixed bedtime does.</li><li><strong>Keep the bed for sleep.</strong> If you have been awake for about 20 minutes, get up, sit somewhere dim and return when sleepy.</li><li><strong>Stop caffeine after lunch.</strong> Tea, coffee, colas and energy drinks stay in the body for hours.</li><li><strong>Put screens away an hour before bed.</strong> Charge your phone outside the bedroom if you can.</li><li><strong>Wind down.</strong> A warm bath, light reading or slow breathing tells your body the day is over.</li></ol>
<p>Give these two weeks. If you still struggle to sleep most nights, a therapist trained in CBT for insomnia (CBT-I) can help; it works better in the long run than sleeping pills.</p>
<p>See a doctor if you snore loudly, stop breathing in your sleep or fall asleep during the day: these can be signs of sleep apnoea, which needs treatment.</p>`,
  },
  {
    slug: 'what-cbt-is-and-what-a-session-looks-like',
    title: 'What CBT is, and what a session looks like',
    excerpt: 'Cognitive behavioural therapy is practical, structured and well studied. Here is what to expect.',
    categories: ['CBT', 'Therapy'],
    publishedAt: '2026-09-12T04:30:00Z',
    content: `<p>Cognitive behavioural therapy (CBT) starts from a simple idea: our thoughts, feelings and actions affect one another. Change an unhelpful thought or habit, and the feeling often follows.</p>
<h2>What happens in a session</h2>
<p>Sessions usually last 45 to 60 minutes. You and your therapist agree an agenda, look at what happened in the week, and work on one problem at a time. You might map a difficult moment: the situation, the thought that flashed up, the feeling, and what you did next.</p>
<h2>Between sessions</h2>
<p>CBT is active. You may keep a short diary, try a small experiment ("if I speak up in the meeting, will people really laugh?") or practise a skill. This is where much of the change happens.</p>
<h2>What it helps with</h2>
<ul><li>Anxiety, panic and social anxiety</li><li>Depression</li><li>OCD and health anxiety</li><li>Insomnia and stress</li></ul>
<p>Many people notice a difference in 6 to 12 sessions. When choosing a therapist on Sahaj, filter by the "Cognitive Behavioural Therapy (CBT)" speciality.</p>`,
  },
  {
    slug: 'depression-is-not-laziness',
    title: 'Depression is not laziness: signs and first steps',
    excerpt: 'Depression drains energy and interest. It is common, it is not a weakness, and it is treatable.',
    categories: ['Depression', 'Mental Health'],
    publishedAt: '2026-09-17T04:30:00Z',
    content: `<p>Depression is more than a bad week. It is a low mood or loss of interest that lasts two weeks or more and makes daily life hard. People often blame themselves for "not trying", but depression changes energy, sleep and thinking itself.</p>
<h2>Common signs</h2>
<ul><li>Feeling sad, empty or hopeless most of the day</li><li>Losing interest in things you used to enjoy</li><li>Sleeping or eating much more or less than usual</li><li>Feeling worthless or guilty; finding it hard to concentrate</li><li>Thoughts that life is not worth living</li></ul>
<h2>First steps</h2>
<p>Tell someone you trust. Keep one small routine going: a short walk, a regular meal, a fixed wake time. Small actions come before motivation, not after it.</p>
<p>Talking therapy helps, and so can medicine prescribed by a psychiatrist for moderate or severe depression. The PHQ-9 questionnaire in Sahaj can help you see how you are doing over time.</p>
<p><strong>If you have thoughts of ending your life, please call Tele-MANAS on 14416 or 112 now.</strong></p>`,
  },
  {
    slug: 'ocd-more-than-being-tidy',
    title: 'OCD: more than being tidy',
    excerpt: 'Obsessive-compulsive disorder is about distressing thoughts and rituals, not neatness.',
    categories: ['OCD'],
    publishedAt: '2026-09-22T04:30:00Z',
    content: `<p>People say "I'm so OCD" about liking a tidy desk. Real obsessive-compulsive disorder is very different, and often exhausting.</p>
<h2>Obsessions and compulsions</h2>
<p><strong>Obsessions</strong> are unwanted thoughts, images or urges that keep coming back and cause distress: fear of germs, of harming someone, of having made a terrible mistake. <strong>Compulsions</strong> are the things a person feels driven to do to calm that distress: washing, checking, counting, asking for reassurance, or repeating words in the mind.</p>
<p>The relief from a compulsion is short, so the cycle repeats, sometimes for hours a day.</p>
<h2>Treatment works</h2>
<p>The best-studied treatment is a form of CBT called exposure and response prevention (ERP). With a therapist, you face the feared thought step by step without doing the ritual, and the anxiety fades on its own. Some people also benefit from medicine prescribed by a psychiatrist.</p>
<p>Having intrusive thoughts does not mean you want them or will act on them. That is the nature of OCD, and it can be treated.</p>`,
  },
  {
    slug: 'understanding-bpd-and-intense-emotions',
    title: 'Understanding BPD and intense emotions',
    excerpt: 'Borderline personality disorder involves emotions that feel overwhelming. Specialist therapy helps.',
    categories: ['BPD', 'Therapy'],
    publishedAt: '2026-09-27T04:30:00Z',
    content: `<p>Borderline personality disorder (BPD), also called emotionally unstable personality disorder, is a pattern of very intense emotions that are hard to manage, unstable relationships and a shifting sense of self.</p>
<h2>What it can feel like</h2>
<ul><li>Emotions that rise fast and take a long time to settle</li><li>Strong fear of being abandoned</li><li>Relationships that swing between closeness and conflict</li><li>Acting on impulse, sometimes in ways that cause harm</li><li>Feeling empty, or unsure who you really are</li></ul>
<h2>What helps</h2>
<p>Dialectical behaviour therapy (DBT) and mentalisation-based therapy were designed for BPD and have good evidence. They teach skills to ride out strong emotions, tolerate distress and communicate needs. Many people with BPD improve a great deal over time.</p>
<p>If you are in crisis or have urges to harm yourself, call Tele-MANAS on 14416 or 112. You deserve support, not judgement.</p>`,
  },
  {
    slug: 'coping-after-a-traumatic-event',
    title: 'Coping after a traumatic event',
    excerpt: 'Shock, nightmares and jumpiness are normal after trauma. Here is what helps, and when to seek care.',
    categories: ['Trauma', 'Mental Health'],
    publishedAt: '2026-10-02T04:30:00Z',
    content: `<p>After an accident, an assault, a disaster or a sudden loss, it is normal to feel shocked, numb, scared or angry. Many people have nightmares, replay the event or feel constantly on guard for a few weeks.</p>
<h2>In the first weeks</h2>
<ul><li>Keep routines: meals, sleep, small daily tasks</li><li>Spend time with people you trust; you do not have to talk about the event unless you want to</li><li>Go easy on alcohol and drugs, which make recovery harder</li><li>Notice what calms you and do more of it</li></ul>
<h2>When to get help</h2>
<p>If after a month you still have flashbacks or nightmares, avoid reminders, feel jumpy or numb, or find daily life hard, you may have post-traumatic stress disorder (PTSD). Trauma-focused CBT and EMDR are effective treatments. Look for therapists with the "Trauma &amp; PTSD" speciality.</p>
<p>If you are not safe where you are, call 112.</p>`,
  },
  {
    slug: 'methamphetamine-risks-and-getting-help',
    title: 'Methamphetamine: the risks, and getting help',
    excerpt: 'Meth affects the brain quickly and strongly. Recovery is possible, and help is confidential.',
    categories: ['Methamphetamine'],
    publishedAt: '2026-10-07T04:30:00Z',
    content: `<p>Methamphetamine ("meth", "ice", "crystal") is a strong stimulant. It floods the brain with dopamine, bringing energy and euphoria, followed by a hard crash.</p>
<h2>Effects and risks</h2>
<ul><li>Sleeplessness, poor appetite, weight loss and dental damage</li><li>Anxiety, paranoia and, for some, hearing or seeing things that are not there</li><li>Heart problems, overheating and risk of stroke</li><li>Strong cravings that make stopping hard</li></ul>
<h2>Getting help</h2>
<p>Stopping can bring low mood, exhaustion and craving for some weeks; these pass. Talking therapies such as CBT and contingency management help people stay off meth, and a psychiatrist can treat sleep problems, depression or psychosis that come with it. Look for the "Addiction" speciality on Sahaj.</p>
<p>Seek emergency help (112) for chest pain, very high temperature, a seizure, or if someone is confused or seeing things. Help is confidential, and asking for it is a strong step.</p>`,
  },
  {
    slug: 'burnout-at-work',
    title: 'Burnout at work: recognising it and recovering',
    excerpt: 'Exhausted, cynical and getting less done? That may be burnout, and rest alone may not fix it.',
    categories: ['Stress Management', 'Self Care'],
    publishedAt: '2026-10-12T04:30:00Z',
    content: `<p>The World Health Organization describes burnout as a result of long-term work stress that has not been managed well. It has three parts: exhaustion, feeling cynical or detached from your job, and getting less done.</p>
<h2>Warning signs</h2>
<ul><li>Dreading Monday by Saturday evening</li><li>Feeling drained even after a weekend off</li><li>Snapping at colleagues or family</li><li>Sleeping badly and relying on caffeine to get through</li></ul>
<h2>Recovering</h2>
<p>Rest is necessary but rarely enough on its own. Look at the causes: workload, unclear expectations, lack of control, or values that clash with the job. Small changes help: clear start and finish times, real lunch breaks, saying no to one extra task, and asking your manager about priorities.</p>
<p>A therapist can help you set boundaries and untangle what is in your control. If your employer offers Sahaj through a company plan, sessions are confidential: your employer never sees who you talk to or what about.</p>`,
  },
  {
    slug: 'social-media-and-your-mood',
    title: 'Your phone and your mood: social media and mental health',
    excerpt: 'Endless scrolling can feed comparison, anxiety and poor sleep. A few settings change a lot.',
    categories: ['Mental Health and social media impact'],
    publishedAt: '2026-10-17T04:30:00Z',
    content: `<p>Social media connects us, but it is built to hold attention. Comparing your everyday life with other people's best moments can leave you feeling behind, anxious or low, and late-night scrolling steals sleep.</p>
<h2>Check in with yourself</h2>
<p>After scrolling, do you feel better or worse? Notice which accounts leave you inspired and which leave you drained.</p>
<h2>Changes that help</h2>
<ul><li>Turn off non-essential notifications</li><li>Mute or unfollow accounts that make you feel bad about yourself</li><li>Keep the phone out of the bedroom, or set a "wind-down" mode an hour before sleep</li><li>Replace one scrolling habit with something offline: a walk, a call, a book</li><li>Set app time limits and treat them as a friendly nudge</li></ul>
<p>If online bullying or constant comparison is affecting your mood, talking it through with a therapist can help you rebuild a kinder relationship with your screen.</p>`,
  },
  {
    slug: 'how-online-therapy-works',
    title: 'Therapy on a screen: how online sessions work',
    excerpt: 'Video therapy works as well as meeting in person for many problems. Here is how to get the most from it.',
    categories: ['Mental Health and technologies', 'Therapy'],
    publishedAt: '2026-10-22T04:30:00Z',
    content: `<p>Research shows that for anxiety, depression and many other concerns, therapy by video can work as well as meeting in person, and it saves travel time and cost.</p>
<h2>Before your session</h2>
<ul><li>Find a private spot where you will not be overheard; headphones help</li><li>Check your camera and microphone with the device check before joining</li><li>Keep water and a notebook close</li><li>Write down one or two things you want to talk about</li></ul>
<h2>Privacy</h2>
<p>On Sahaj, calls are peer to peer and your health records are shared with your therapist only when you choose. Under India's Telemedicine Practice Guidelines, your therapist must keep what you share confidential.</p>
<h2>If the connection drops</h2>
<p>Rejoin from the same appointment: the call reconnects, and your therapist will wait. You can also message them in Chats.</p>`,
  },
  {
    slug: 'supporting-a-friend-who-is-struggling',
    title: 'How to support a friend who is struggling',
    excerpt: 'You do not need the perfect words. Listening, staying close and knowing where to find help matter most.',
    categories: ['Mental Health', 'Self Care'],
    publishedAt: '2026-10-27T04:30:00Z',
    content: `<p>When someone you care about is having a hard time, it is natural to want to fix things. Often, what helps most is simpler.</p>
<h2>What to do</h2>
<ul><li><strong>Ask, and ask again.</strong> "How are you, really?" gives permission to answer honestly.</li><li><strong>Listen more than you speak.</strong> You do not have to agree or solve; just show you are there.</li><li><strong>Offer practical help:</strong> a meal, a lift, company at an appointment.</li><li><strong>Encourage professional support</strong>, and offer to help them book it.</li></ul>
<h2>If you are worried about their safety</h2>
<p>It is okay to ask directly: "Are you thinking about ending your life?" Asking does not put the idea in their head; it opens the door. If the answer is yes, stay with them and call Tele-MANAS (14416) or 112 together.</p>
<p>Look after yourself too. Supporting someone is heavy, and you deserve support as well.</p>`,
  },
];
