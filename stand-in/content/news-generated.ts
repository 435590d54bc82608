/**
 * News beyond the hand-written ones, composed from templates in all four languages. Each
 * item depends only on its id (seeded), so any count is reproducible and cheap.
 */
import type { Block } from './html';
import { ANCHOR, CITIES, CLUBS, STADIUMS } from './names';
import { doc, tx } from './text';
import { SELF, type RawNews, type T } from './types';
import { int, pick, rng, shuffle, type Rng } from '../random';

const HOUR = 3_600_000;

interface Ctx {
  r: Rng;
  home: T;
  away: T;
  other: T;
  city: { name: T; in: T };
  stadium: T;
  round: number;
  /** A score with a winner: home goals first. */
  win: string;
  /** Any score. */
  score: string;
  n: number;
}

type Template = (c: Ctx) => { title: T; content: T };

const cap = (s: string | null) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : '');
const q = (s: string | null) => `«${s}»`;
const ruMatches = (k: number) => (k === 1 ? 'матч' : k < 5 ? 'матча' : 'матчей');

const TOPICS: Array<[string, string, string]> = [
  ['ofsayd holatlarini baholash', 'оценка положения «вне игры»', 'assessing offside'],
  ['qoʻl bilan oʻynash holatlari', 'эпизоды с игрой рукой', 'handball incidents'],
  ['jarima maydonchasidagi kurashlar', 'единоборства в штрафной площади', 'challenges in the penalty area'],
  ['hakamlar brigadasi ichidagi muloqot', 'коммуникация внутри судейской бригады', 'communication within the refereeing team'],
];

const TEMPLATES: Template[] = [
  // 0: Super League match report with a stats table
  (c) => {
    const p = int(c.r, 38, 62);
    const stats = [p, 100 - p, int(c.r, 1, 9), int(c.r, 1, 9), int(c.r, 0, 10), int(c.r, 0, 10), int(c.r, 0, 5), int(c.r, 0, 5)];
    const table = (label: string, rows: string[], home: string | null, away: string | null): Block => ({
      table: {
        head: [label, home ?? '', away ?? ''],
        rows: rows.map((row, i) => [row, `${stats[i * 2]}${i ? '' : '%'}`, `${stats[i * 2 + 1]}${i ? '' : '%'}`]),
      },
    });
    return {
      title: tx(
        `Superliga, ${c.round}-tur: ${c.home.UZL} – ${c.away.UZL} (${c.score})`,
        `Суперлига, ${c.round}-й тур: ${c.home.RUS} – ${c.away.RUS} (${c.score})`,
        `Super League, round ${c.round}: ${c.home.ENG} v ${c.away.ENG} (${c.score})`,
      ),
      content: doc(
        [
          `Superliganing ${c.round}-turida ${c.home.UZL} va ${c.away.UZL} jamoalari oʻzaro bellashdi. Uchrashuv ${c.score} hisobida yakunlandi.`,
          `Oʻyin joyi: ${c.stadium.UZL}.`,
          table('Koʻrsatkich', ['Toʻpga egalik', 'Darvozaga aniq zarbalar', 'Burchak toʻplari', 'Sariq kartochkalar'], c.home.UZL, c.away.UZL),
          `${c.round + 1}-tur oʻyinlari keyingi hafta oxirida boʻlib oʻtadi.`,
        ],
        [
          `В матче ${c.round}-го тура Суперлиги встретились ${q(c.home.RUS)} и ${q(c.away.RUS)}. Игра завершилась со счётом ${c.score}.`,
          `Место проведения: ${c.stadium.RUS}.`,
          table('Показатель', ['Владение мячом', 'Удары в створ', 'Угловые', 'Жёлтые карточки'], c.home.RUS, c.away.RUS),
          `Матчи ${c.round + 1}-го тура пройдут в конце следующей недели.`,
        ],
        [
          `${c.home.ENG} and ${c.away.ENG} met in round ${c.round} of the Super League. The match ended ${c.score}.`,
          `Venue: ${c.stadium.ENG}.`,
          table('Statistic', ['Possession', 'Shots on target', 'Corners', 'Yellow cards'], c.home.ENG, c.away.ENG),
          `Round ${c.round + 1} will be played next weekend.`,
        ],
      ),
    };
  },
  // 1: youth tournament
  (c) => {
    const age = pick(c.r, ['U-13', 'U-14', 'U-15', 'U-16']);
    const teams = int(c.r, 8, 16);
    const days = int(c.r, 3, 4);
    return {
      title: tx(
        `${c.city.in.UZL} ${age} jamoalari oʻrtasida turnir boʻlib oʻtdi`,
        `${cap(c.city.in.RUS)} прошёл турнир среди команд ${age}`,
        `${age} tournament held ${c.city.in.ENG}`,
      ),
      content: doc(
        [
          `Turnirda ${teams} ta jamoa ishtirok etdi. Oʻyinlar ${days} kun davom etdi.`,
          `Final uchrashuvida ${c.home.UZL} akademiyasi ${c.away.UZL} akademiyasi ustidan ${c.win} hisobida gʻalaba qozondi.`,
          `Turnirning eng yaxshi oʻyinchilari ${age} terma jamoasi koʻrik mashgʻulotlariga taklif etildi.`,
        ],
        [
          `В турнире участвовали ${teams} команд, соревнования продолжались ${days} дня.`,
          `В финале академия ${q(c.home.RUS)} обыграла академию ${q(c.away.RUS)} со счётом ${c.win}.`,
          `Лучшие игроки турнира приглашены на просмотр в сборную ${age}.`,
        ],
        [
          `${teams} teams took part in the tournament, which lasted ${days} days.`,
          `In the final, the ${c.home.ENG} academy beat the ${c.away.ENG} academy ${c.win}.`,
          `The best players have been invited to trials with the ${age} national team.`,
        ],
      ),
    };
  },
  // 2: coaching course
  (c) => {
    const lic = pick(c.r, ['C', 'B', 'A']);
    const days = int(c.r, 10, 14);
    return {
      title: tx(
        `${c.city.in.UZL} AFC [[“${lic}”]] litsenziyasi boʻyicha kurs boshlandi`,
        `${cap(c.city.in.RUS)} стартовал курс на лицензию AFC «${lic}»`,
        `AFC “${lic}” licence course starts ${c.city.in.ENG}`,
      ),
      content: doc(
        [
          `Kursda ${c.n} nafar murabbiy ishtirok etmoqda. Mashgʻulotlar ${days} kun davom etadi.`,
          { h3: 'Dastur' },
          { ul: ['Mashgʻulotlarni rejalashtirish', 'Oʻyin tahlili', 'Sport psixologiyasi', 'Amaliy imtihon'] },
          'Kurs yakunida ishtirokchilar nazariy va amaliy imtihon topshiradi.',
        ],
        [
          `Число участников курса — ${c.n}. Занятия продлятся ${days} дней.`,
          { h3: 'Программа' },
          { ul: ['Планирование тренировок', 'Анализ игры', 'Спортивная психология', 'Практический экзамен'] },
          'В завершение курса участники сдадут теоретический и практический экзамены.',
        ],
        [
          `${c.n} coaches are taking part in the course, which runs for ${days} days.`,
          { h3: 'Programme' },
          { ul: ['Session planning', 'Match analysis', 'Sports psychology', 'Practical exam'] },
          'At the end of the course, participants sit theory and practical exams.',
        ],
      ),
    };
  },
  // 3: referee seminar
  (c) => {
    const [uz, ru, en] = pick(c.r, TOPICS);
    return {
      title: tx(
        `${c.city.in.UZL} hakamlar uchun seminar boʻlib oʻtdi`,
        `${cap(c.city.in.RUS)} прошёл семинар для судей`,
        `Referee seminar held ${c.city.in.ENG}`,
      ),
      content: doc(
        [
          `Seminarda Superliga, Birinchi va Ikkinchi liga hakamlari qatnashdi. Ishtirokchilar soni — ${c.n}.`,
          `Asosiy mavzu: ${uz}.`,
          'Seminar yakunida jismoniy tayyorgarlik testlari oʻtkazildi.',
        ],
        [
          `В семинаре приняли участие судьи Суперлиги, Первой и Второй лиг. Число участников — ${c.n}.`,
          `Главная тема: ${ru}.`,
          'В завершение прошли тесты физической подготовки.',
        ],
        [
          `Referees from the Super League, First League and Second League took part; ${c.n} attended in all.`,
          `The main topic was ${en}.`,
          'The seminar ended with fitness tests.',
        ],
      ),
    };
  },
  // 4: stadium licensing inspection
  (c) => {
    const ok = () => c.r() < 0.75;
    const checks = [ok(), ok(), ok(), ok()];
    const rows = (labels: string[], yes: string, partly: string) => labels.map((l, i) => [l, checks[i] ? yes : partly]);
    return {
      title: tx(
        `${c.stadium.UZL}: litsenziyalash boʻyicha tekshiruv yakunlandi`,
        `${cap(c.stadium.RUS)}: завершена лицензионная проверка`,
        `${c.stadium.ENG}: licensing inspection completed`,
      ),
      content: doc(
        [
          'Federatsiya litsenziyalash departamenti mutaxassislari stadion infratuzilmasini tekshirdi.',
          { table: { head: ['Talab', 'Holat'], rows: rows(['Yoritish', 'Tribunalar xavfsizligi', 'Kiyinish xonalari', 'Media zona'], 'Mos', 'Qisman mos') } },
          `Kamchiliklarni bartaraf etish uchun ${c.n} kun muddat berildi.`,
        ],
        [
          'Специалисты департамента лицензирования федерации проверили инфраструктуру стадиона.',
          { table: { head: ['Требование', 'Статус'], rows: rows(['Освещение', 'Безопасность трибун', 'Раздевалки', 'Медиазона'], 'Соответствует', 'Частично') } },
          `Срок устранения замечаний (дней): ${c.n}.`,
        ],
        [
          'Specialists from the federation’s licensing department inspected the stadium’s infrastructure.',
          { table: { head: ['Requirement', 'Status'], rows: rows(['Floodlights', 'Stand safety', 'Dressing rooms', 'Media area'], 'Compliant', 'Partly compliant') } },
          `The club has ${c.n} days to fix the remaining issues.`,
        ],
      ),
    };
  },
  // 5: women's league match
  (c) => ({
    title: tx(
      `Ayollar Superligasi, ${c.round}-tur: ${c.home.UZL} – ${c.away.UZL} (${c.score})`,
      `Женская Суперлига, ${c.round}-й тур: ${c.home.RUS} – ${c.away.RUS} (${c.score})`,
      `Women’s Super League, round ${c.round}: ${c.home.ENG} v ${c.away.ENG} (${c.score})`,
    ),
    content: doc(
      [
        `Ayollar Superligasining ${c.round}-turida ${c.home.UZL} va ${c.away.UZL} jamoalari uchrashdi. Oʻyin ${c.score} hisobida yakunlandi.`,
        `Oʻyin joyi: ${c.stadium.UZL}.`,
        'Keyingi tur uchrashuvlari ikki haftadan soʻng boʻlib oʻtadi.',
      ],
      [
        `В ${c.round}-м туре женской Суперлиги встретились ${q(c.home.RUS)} и ${q(c.away.RUS)}. Матч завершился со счётом ${c.score}.`,
        `Место проведения: ${c.stadium.RUS}.`,
        'Матчи следующего тура пройдут через две недели.',
      ],
      [
        `${c.home.ENG} met ${c.away.ENG} in round ${c.round} of the Women’s Super League. The match ended ${c.score}.`,
        `Venue: ${c.stadium.ENG}.`,
        'The next round will be played in two weeks.',
      ],
    ),
  }),
  // 6: grassroots festival
  (c) => {
    const ages = pick(c.r, ['6–8', '7–10', '8–12']);
    const kids = c.n * 10;
    return {
      title: tx(
        `${c.city.in.UZL} bolalar futbol festivali: ${kids} nafar ishtirokchi`,
        `${cap(c.city.in.RUS)} прошёл детский футбольный фестиваль`,
        `Children’s football festival ${c.city.in.ENG} draws ${kids} players`,
      ),
      content: doc(
        [
          `Festivalda ${ages} yoshdagi ${kids} nafar bola ishtirok etdi.`,
          { ul: ['Mini-futbol oʻyinlari', 'Texnika boʻyicha musobaqalar', 'Ota-onalar uchun seminar'] },
          'Festival FIFA ommaviy futbolni rivojlantirish dasturi doirasida oʻtkazildi.',
        ],
        [
          `В фестивале приняли участие дети ${ages} лет, число участников — ${kids}.`,
          { ul: ['Игры в мини-футбол', 'Конкурсы по технике', 'Семинар для родителей'] },
          'Фестиваль прошёл в рамках программы FIFA по развитию массового футбола.',
        ],
        [
          `${kids} children aged ${ages} took part in the festival.`,
          { ul: ['Small-sided games', 'Skills competitions', 'A seminar for parents'] },
          'The festival was part of FIFA’s grassroots development programme.',
        ],
      ),
    };
  },
  // 7: disciplinary committee
  (c) => {
    const k = int(c.r, 1, 3);
    return {
      title: tx(
        `Intizomiy qoʻmita: ${c.round}-tur yakunlari boʻyicha qarorlar`,
        `КДК: решения по итогам ${c.round}-го тура`,
        `Disciplinary Committee: decisions after round ${c.round}`,
      ),
      content: doc(
        [
          `Federatsiya intizomiy qoʻmitasi Superliganing ${c.round}-turi yakunlari boʻyicha quyidagi qarorlarni qabul qildi:`,
          {
            ol: [
              `${c.home.UZL} klubi muxlislarning xatti-harakati uchun jarimaga tortildi`,
              `${c.away.UZL} futbolchisi ${k} oʻyinga diskvalifikatsiya qilindi`,
              `${c.other.UZL} klubiga ogohlantirish berildi`,
            ],
          },
          'Qarorlar ustidan Apellyatsiya qoʻmitasiga shikoyat berish mumkin.',
        ],
        [
          `Контрольно-дисциплинарный комитет федерации принял решения по итогам ${c.round}-го тура Суперлиги:`,
          {
            ol: [
              `Клуб ${q(c.home.RUS)} оштрафован за поведение болельщиков`,
              `Футболист ${q(c.away.RUS)} дисквалифицирован на ${k} ${ruMatches(k)}`,
              `Клубу ${q(c.other.RUS)} вынесено предупреждение`,
            ],
          },
          'Решения могут быть обжалованы в Апелляционном комитете.',
        ],
        [
          `The federation’s Disciplinary Committee took the following decisions after round ${c.round} of the Super League:`,
          {
            ol: [
              `${c.home.ENG} fined for the conduct of its supporters`,
              `A ${c.away.ENG} player suspended for ${k} match${k > 1 ? 'es' : ''}`,
              `${c.other.ENG} given a warning`,
            ],
          },
          'The decisions may be appealed to the Appeals Committee.',
        ],
      ),
    };
  },
];

/** Size of the picture pool the generated news share (`/uploads/news/{id}.jpg` aliases). */
export const NEWS_IMAGE_POOL = 12;

/**
 * The generated news with this id; `index` counts from 0 for the first generated item and
 * sets its date (about one item every 31 hours, going back from the anchor).
 */
export function generatedNews(id: number, index: number): RawNews {
  const r = rng(id * 2654435761);
  const clubs = shuffle(r, CLUBS);
  const goals = [int(r, 0, 4), int(r, 0, 4)];
  const hi = Math.max(goals[0] as number, goals[1] as number);
  const lo = Math.min(goals[0] as number, goals[1] as number);
  const ctx: Ctx = {
    r,
    home: clubs[0] as T,
    away: clubs[1] as T,
    other: clubs[2] as T,
    city: pick(r, CITIES),
    stadium: pick(r, STADIUMS),
    round: int(r, 1, 30),
    score: `${goals[0]}:${goals[1]}`,
    win: hi === lo ? `${hi + 1}:${lo}` : `${hi}:${lo}`,
    n: int(r, 12, 40),
  };
  const { title, content } = (TEMPLATES[id % TEMPLATES.length] as Template)(ctx);
  const when = ANCHOR - index * 31 * HOUR - int(r, 0, 20) * HOUR - int(r, 0, 3) * 15 * 60_000;
  const path = `/uploads/news/${id}.jpg`;
  const image = index % 17 === 16 ? null : index % 10 === 9 ? SELF + path : path;
  return { id, title, content, date: new Date(when).toISOString().replace('.000Z', 'Z'), image };
}
