/**
 * Services and about pages. Service 3 has no English title (a translation gap). About section 3
 * ends with hostile HTML (every payload sets `window.__xss`).
 */
import { doc, tx, withHostile } from './text';
import { SELF, t, type RawAbout, type RawService } from './types';

export const SERVICES: RawService[] = [
  {
    id: 1,
    title: tx('Klublarni litsenziyalash', 'Лицензирование клубов', 'Club licensing'),
    content: doc(
      [
        'Federatsiya professional klublarni AFC va milliy reglament talablariga muvofiq litsenziyalaydi.',
        { h2: 'Litsenziyalash mezonlari' },
        { ul: ['Sport mezonlari', 'Infratuzilma mezonlari', 'Xodimlar va maʼmuriy mezonlar', 'Huquqiy mezonlar', 'Moliyaviy mezonlar'] },
        'Arizalar har yili 15-dekabrgacha qabul qilinadi.',
      ],
      [
        'Федерация лицензирует профессиональные клубы в соответствии с требованиями AFC и национального регламента.',
        { h2: 'Критерии лицензирования' },
        { ul: ['Спортивные критерии', 'Инфраструктурные критерии', 'Кадровые и административные критерии', 'Правовые критерии', 'Финансовые критерии'] },
        'Заявки принимаются ежегодно до 15 декабря.',
      ],
      [
        'The federation licenses professional clubs under AFC requirements and national regulations.',
        { h2: 'Licensing criteria' },
        { ul: ['Sporting criteria', 'Infrastructure criteria', 'Personnel and administrative criteria', 'Legal criteria', 'Financial criteria'] },
        'Applications are accepted every year until 15 December.',
      ],
    ),
    image: '/uploads/services/1.jpg',
  },
  {
    id: 2,
    title: tx(
      'Futbolchilarni roʻyxatdan oʻtkazish va transferlar',
      'Регистрация футболистов и трансферы',
      'Player registration and transfers',
    ),
    content: doc(
      [
        'Futbolchilarni roʻyxatdan oʻtkazish ikki registratsiya davrida amalga oshiriladi: yanvar–mart va iyul–avgust.',
        'Xalqaro transferlar FIFA TMS tizimi orqali rasmiylashtiriladi.',
        { ol: ['Klub arizasi', 'Futbolchi bilan shartnoma', 'Tibbiy koʻrik xulosasi', 'Xalqaro transfer sertifikati (zarur boʻlsa)'] },
      ],
      [
        'Регистрация футболистов проводится в два регистрационных периода: январь–март и июль–август.',
        'Международные трансферы оформляются через систему FIFA TMS.',
        { ol: ['Заявка клуба', 'Контракт с футболистом', 'Заключение медицинского осмотра', 'Международный трансферный сертификат (при необходимости)'] },
      ],
      [
        'Players are registered in two windows: January to March and July to August.',
        'International transfers are processed through FIFA TMS.',
        { ol: ['Club application', 'Player contract', 'Medical examination report', 'International Transfer Certificate (if needed)'] },
      ],
    ),
    image: '/uploads/services/2.jpg',
  },
  {
    id: 3,
    title: t('Hakamlarni tayyorlash', 'Подготовка судей', null, 'Ҳакамларни тайёрлаш'),
    content: doc(
      [
        'Hakamlar departamenti yangi hakamlarni tanlaydi, oʻqitadi va malakasini oshiradi.',
        '18 yoshdan 30 yoshgacha boʻlgan nomzodlar boshlangʻich kursga yozilishi mumkin.',
      ],
      [
        'Департамент судейства отбирает, обучает и повышает квалификацию новых арбитров.',
        'На начальный курс могут записаться кандидаты от 18 до 30 лет.',
      ],
      [
        'The refereeing department recruits, trains and develops new referees.',
        'Candidates aged 18 to 30 can enrol in the introductory course.',
      ],
    ),
    image: '/uploads/services/3.jpg',
  },
  {
    id: 4,
    title: tx('Murabbiylar taʼlimi', 'Образование тренеров', 'Coach education'),
    content: doc(
      [
        'Federatsiya AFC konvensiyasi asosida [[“C”, “B”, “A”]] va “Pro” toifali murabbiylik kurslarini oʻtkazadi.',
        { table: { head: ['Toifa', 'Davomiyligi', 'Talab'], rows: [['[[C]]', '2 hafta', '[[Grassroots]] sertifikati'], ['[[B]]', '4 hafta', '[[C]] litsenziyasi'], ['[[A]]', '6 hafta', '[[B]] litsenziyasi'], ['Pro', '1 yil', '[[A]] litsenziyasi']] } },
        'Kurslar jadvali har chorakda eʼlon qilinadi.',
      ],
      [
        'Федерация проводит тренерские курсы категорий «C», «B», «A» и «Pro» в рамках конвенции AFC.',
        { table: { head: ['Категория', 'Продолжительность', 'Требование'], rows: [['C', '2 недели', 'Сертификат Grassroots'], ['B', '4 недели', 'Лицензия C'], ['A', '6 недель', 'Лицензия B'], ['Pro', '1 год', 'Лицензия A']] } },
        'Расписание курсов публикуется ежеквартально.',
      ],
      [
        'The federation runs “C”, “B”, “A” and “Pro” coaching courses under the AFC Coaching Convention.',
        { table: { head: ['Level', 'Duration', 'Prerequisite'], rows: [['C', '2 weeks', 'Grassroots certificate'], ['B', '4 weeks', 'C licence'], ['A', '6 weeks', 'B licence'], ['Pro', '1 year', 'A licence']] } },
        'The course calendar is published every quarter.',
      ],
    ),
    image: SELF + '/uploads/services/4.jpg',
  },
  {
    id: 5,
    title: tx('Stadionlarni sertifikatlash', 'Сертификация стадионов', 'Stadium certification'),
    content: doc(
      [
        'Rasmiy musobaqalar oʻtkaziladigan stadionlar har yili sertifikatlashdan oʻtadi.',
        'Tekshiruv maydon qoplamasi, yoritish, xavfsizlik va tomoshabinlar uchun qulayliklarni qamrab oladi.',
      ],
      [
        'Стадионы, принимающие официальные соревнования, ежегодно проходят сертификацию.',
        'Проверка охватывает газон, освещение, безопасность и удобства для зрителей.',
      ],
      [
        'Stadiums that host official competitions are certified every year.',
        'Inspections cover the playing surface, floodlights, safety and spectator facilities.',
      ],
    ),
  },
];

export const ABOUTS: RawAbout[] = [
  {
    id: 1,
    title: tx('Federatsiya tarixi', 'История федерации', 'History of the federation'),
    content: doc(
      [
        'Oʻzbekiston futbol federatsiyasi 1946-yilda tashkil etilgan. Mustaqillikdan soʻng federatsiya 1994-yilda FIFA va AFC aʼzoligiga qabul qilindi.',
        { h2: 'Muhim sanalar' },
        { ul: ['1994 — Osiyo oʻyinlarida gʻalaba', '1994 — FIFA va AFC aʼzoligi', '2015 — Ayollar ligasining tashkil etilishi'] },
        'Bugungi kunda federatsiya 14 ta hududiy assotsiatsiyani birlashtiradi.',
      ],
      [
        'Федерация футбола Узбекистана основана в 1946 году. После обретения независимости, в 1994 году, федерация вступила в FIFA и AFC.',
        { h2: 'Важные даты' },
        { ul: ['1994 — победа на Азиатских играх', '1994 — членство в FIFA и AFC', '2015 — создание женской лиги'] },
        'Сегодня федерация объединяет 14 региональных ассоциаций.',
      ],
      [
        'The football federation of Uzbekistan was founded in 1946. After independence, it joined FIFA and the AFC in 1994.',
        { h2: 'Key dates' },
        { ul: ['1994 — Asian Games gold', '1994 — FIFA and AFC membership', '2015 — Women’s league founded'] },
        'Today the federation brings together 14 regional associations.',
      ],
    ),
  },
  {
    id: 2,
    title: tx('Missiya va strategiya', 'Миссия и стратегия', 'Mission and strategy'),
    content: doc(
      [
        'Federatsiyaning missiyasi — futbolni har bir bola uchun ochiq qilish va milliy terma jamoalarning xalqaro muvaffaqiyatini taʼminlash.',
        { h2: '2030-yilgacha ustuvor yoʻnalishlar' },
        { ol: ['Bolalar va ommaviy futbol', 'Ayollar futboli', 'Murabbiylar va hakamlar tayyorlash', 'Klublarning professionalligi', 'Infratuzilma'] },
      ],
      [
        'Миссия федерации — сделать футбол доступным для каждого ребёнка и обеспечить международный успех национальных сборных.',
        { h2: 'Приоритеты до 2030 года' },
        { ol: ['Детский и массовый футбол', 'Женский футбол', 'Подготовка тренеров и судей', 'Профессионализм клубов', 'Инфраструктура'] },
      ],
      [
        'The federation’s mission is to make football open to every child and to bring international success to the national teams.',
        { h2: 'Priorities to 2030' },
        { ol: ['Grassroots and youth football', 'Women’s football', 'Coach and referee education', 'Professional clubs', 'Infrastructure'] },
      ],
    ),
  },
  {
    id: 3,
    title: tx('Tuzilma', 'Структура', 'Structure'),
    content: withHostile(doc(
      [
        'Federatsiyaning oliy organi — Kongress. Kongresslar oraligʻida faoliyatni Ijroiya qoʻmitasi boshqaradi.',
        { table: { head: ['Organ', 'Vazifasi'], rows: [['Kongress', 'Ustav va strategiyani tasdiqlash'], ['Ijroiya qoʻmitasi', 'Joriy boshqaruv'], ['Intizomiy qoʻmita', 'Intizomiy ishlar'], ['Apellyatsiya qoʻmitasi', 'Shikoyatlarni koʻrib chiqish']] } },
        'Doimiy qoʻmitalar musobaqalar, hakamlik, tibbiyot va litsenziyalash masalalari bilan shugʻullanadi.',
      ],
      [
        'Высший орган федерации — Конгресс. В период между конгрессами деятельностью руководит Исполнительный комитет.',
        { table: { head: ['Орган', 'Функция'], rows: [['Конгресс', 'Утверждение устава и стратегии'], ['Исполком', 'Текущее управление'], ['КДК', 'Дисциплинарные дела'], ['Апелляционный комитет', 'Рассмотрение жалоб']] } },
        'Постоянные комитеты занимаются соревнованиями, судейством, медициной и лицензированием.',
      ],
      [
        'The Congress is the federation’s supreme body. Between congresses, the Executive Committee runs its work.',
        { table: { head: ['Body', 'Role'], rows: [['Congress', 'Approves the statutes and strategy'], ['Executive Committee', 'Day-to-day management'], ['Disciplinary Committee', 'Disciplinary cases'], ['Appeals Committee', 'Hears appeals']] } },
        'Standing committees handle competitions, refereeing, medicine and licensing.',
      ],
    )),
  },
];
