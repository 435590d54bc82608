/** Every collection but news: hand-written records in the four languages. */
import { html } from './html';
import { name } from './names';
import {
  same,
  t,
  type RawAbout,
  type RawContact,
  type RawLeader,
  type RawPhoto,
  type RawPlayer,
  type RawService,
  type RawSocialNetwork,
  type RawUsefulLink,
  type RawVideo,
  type T,
} from './types';

const p = (...paragraphs: string[]) => html(paragraphs);

export const services: RawService[] = [
  {
    id: 1,
    title: t('Klublarni litsenziyalash', 'Лицензирование клубов', 'Club licensing', 'Клубларни лицензиялаш'),
    content: t(
      html(['Professional klublar har mavsum oldidan litsenziya oladi.', { ul: ['Ariza topshirish', 'Hujjatlarni tekshirish', 'Qaror'] }]),
      html(['Профессиональные клубы получают лицензию перед каждым сезоном.', { ul: ['Подача заявки', 'Проверка документов', 'Решение'] }]),
      html(['Professional clubs are licensed before every season.', { ul: ['Application', 'Document review', 'Decision'] }]),
      html(['Профессионал клублар ҳар мавсум олдидан лицензия олади.', { ul: ['Ариза топшириш', 'Ҳужжатларни текшириш', 'Қарор'] }]),
    ),
    image: '/uploads/services/1.jpg',
  },
  {
    id: 2,
    title: t('Murabbiylar malakasini oshirish', 'Повышение квалификации тренеров', 'Coach education', 'Мураббийлар малакасини ошириш'),
    content: t(
      p('AFC litsenziyalari boʻyicha C, B, A va Pro toifadagi kurslar.'),
      p('Курсы по лицензиям AFC категорий C, B, A и Pro.'),
      p('Courses for AFC coaching licences, categories C, B, A and Pro.'),
      p('AFC лицензиялари бўйича C, B, A ва Pro тоифадаги курслар.'),
    ),
    image: '/uploads/services/2.jpg',
  },
  {
    id: 3,
    title: t('Futbolchilarni roʻyxatdan oʻtkazish', 'Регистрация футболистов', 'Player registration', 'Футболчиларни рўйхатдан ўтказиш'),
    content: t(
      p('Futbolchilar va transferlarni roʻyxatdan oʻtkazish FIFA TMS tizimi orqali amalga oshiriladi.'),
      p('Регистрация игроков и трансферов осуществляется через систему FIFA TMS.'),
      p('Players and transfers are registered through FIFA TMS.'),
      p('Футболчилар ва трансферларни рўйхатдан ўтказиш FIFA TMS тизими орқали амалга оширилади.'),
    ),
    image: null,
  },
  {
    id: 4,
    // No English translation yet: no card and no page in English.
    title: t('Stadionlarni sertifikatlash', 'Сертификация стадионов', null, 'Стадионларни сертификатлаш'),
    content: t(p('Stadionlar xavfsizlik talablariga muvofiqligi tekshiriladi.'), p('Стадионы проверяются на соответствие требованиям безопасности.'), null, p('Стадионлар хавфсизлик талабларига мувофиқлиги текширилади.')),
    image: '/uploads/services/4.jpg',
  },
  {
    id: 5,
    title: t('Hakamlarni tayyorlash', 'Подготовка арбитров', 'Referee training', 'Ҳакамларни тайёрлаш'),
    content: t(
      p('Yangi hakamlar uchun yil davomida qabul ochiq.'),
      p('Набор новых арбитров открыт круглый год.'),
      p('Applications from new referees are open all year.'),
      p('Янги ҳакамлар учун йил давомида қабул очиқ.'),
    ),
    image: '/uploads/services/5.jpg',
  },
];

export const abouts: RawAbout[] = [
  {
    id: 1,
    title: t('Federatsiya tarixi', 'История федерации', 'History of the federation', 'Федерация тарихи'),
    content: t(
      p('Federatsiya 1946-yilda tashkil etilgan va 1994-yildan FIFA hamda AFC aʼzosi.', 'Bugungi kunda federatsiya mamlakatdagi barcha futbol faoliyatini muvofiqlashtiradi.'),
      p('Федерация основана в 1946 году и с 1994 года является членом FIFA и AFC.', 'Сегодня федерация координирует всю футбольную деятельность в стране.'),
      p('The federation was founded in 1946 and has been a member of FIFA and the AFC since 1994.', 'Today it coordinates all football activity in the country.'),
      p('Федерация 1946 йилда ташкил этилган ва 1994 йилдан FIFA ҳамда AFC аъзоси.', 'Бугунги кунда федерация мамлакатдаги барча футбол фаолиятини мувофиқлаштиради.'),
    ),
  },
  {
    id: 2,
    title: t('Missiya va maqsadlar', 'Миссия и цели', 'Mission and goals', 'Миссия ва мақсадлар'),
    content: t(
      html([{ ul: ['Futbolni har bir mahallaga olib kirish', 'Yoshlar futbolini rivojlantirish', 'Xalqaro maydonda muvaffaqiyat'] }]),
      html([{ ul: ['Футбол в каждой махалле', 'Развитие детско-юношеского футбола', 'Успех на международной арене'] }]),
      html([{ ul: ['Football in every neighbourhood', 'Developing youth football', 'Success on the international stage'] }]),
      html([{ ul: ['Футболни ҳар бир маҳаллага олиб кириш', 'Ёшлар футболини ривожлантириш', 'Халқаро майдонда муваффақият'] }]),
    ),
  },
  {
    id: 3,
    title: t('Tuzilma', 'Структура', 'Structure', 'Тузилма'),
    content: t(
      p('Federatsiya qurultoyi, Ijroiya qoʻmita, Prezident va qoʻmitalardan iborat.'),
      p('Федерация состоит из Конгресса, Исполнительного комитета, Президента и комитетов.'),
      p('The federation consists of the Congress, the Executive Committee, the President and the committees.'),
      p('Федерация қурултойи, Ижроия қўмита, Президент ва қўмиталардан иборат.'),
    ),
  },
];

const POSITIONS: Record<string, T> = {
  GK: t('Darvozabon', 'Вратарь', 'Goalkeeper', 'Дарвозабон'),
  DF: t('Himoyachi', 'Защитник', 'Defender', 'Ҳимоячи'),
  MF: t('Yarim himoyachi', 'Полузащитник', 'Midfielder', 'Ярим ҳимоячи'),
  FW: t('Hujumchi', 'Нападающий', 'Forward', 'Ҳужумчи'),
};

const PLAYERS: Array<[string, keyof typeof POSITIONS, number, string, string]> = [
  ['Utkir Yusupov', 'GK', 1, 'Navbahor', '1991-01-04'],
  ['Abduvohid Nematov', 'GK', 12, 'Nasaf', '2001-03-20'],
  ['Husniddin Aliqulov', 'DF', 5, 'Paxtakor', '1999-04-04'],
  ['Rustam Ashurmatov', 'DF', 4, 'Esteghlal', '1996-07-07'],
  ['Abdukodir Khusanov', 'DF', 2, 'Manchester City', '2004-02-29'],
  ['Farrux Sayfiyev', 'DF', 3, 'Neftchi', '1991-01-17'],
  ['Khojiakbar Alijonov', 'DF', 13, 'Paxtakor', '1997-04-19'],
  ['Sherzod Nasrullayev', 'DF', 14, 'Nasaf', '1998-07-23'],
  ['Otabek Shukurov', 'MF', 7, 'Baniyas', '1996-06-23'],
  ['Odiljon Hamrobekov', 'MF', 6, 'Tractor', '1996-02-13'],
  ['Jaloliddin Masharipov', 'MF', 10, 'Esteghlal', '1993-09-01'],
  ['Abbosbek Fayzullayev', 'MF', 22, 'Istanbul Basaksehir', '2003-10-03'],
  ['Jamshid Iskanderov', 'MF', 8, 'Neftchi', '1993-10-16'],
  ['Azizbek Turgunboev', 'MF', 18, 'Navbahor', '1994-10-01'],
  ['Oston Urunov', 'MF', 11, 'Persepolis', '2000-12-19'],
  ['Eldor Shomurodov', 'FW', 14, 'Istanbul Basaksehir', '1995-06-29'],
  ['Igor Sergeev', 'FW', 9, 'Persepolis', '1993-04-30'],
  ['Abbos Otakhonov', 'FW', 19, 'Nasaf', '2001-03-12'],
  ['Khusayin Norchaev', 'FW', 21, 'Nasaf', '2002-08-06'],
  ['Azizjon Ganiev', 'FW', 20, 'Al-Nasr', '1998-02-22'],
];

export const players: RawPlayer[] = PLAYERS.map(([full, position, number, club, birth], index) => ({
  id: index + 1,
  full_name: name(full),
  // Two players have no photo yet: the site shows a placeholder.
  photo: index === 3 || index === 17 ? null : `/uploads/players/${index + 1}.jpg`,
  position: POSITIONS[position]!,
  number,
  birth_date: birth,
  club: same(club),
}));

const DAYS = {
  weekdays: t('Dushanba - Juma', 'Понедельник - Пятница', 'Monday - Friday', 'Душанба - Жума'),
  tueThu: t('Seshanba, Payshanba', 'Вторник, Четверг', 'Tuesday, Thursday', 'Сешанба, Пайшанба'),
  wednesday: t('Chorshanba', 'Среда', 'Wednesday', 'Чоршанба'),
};

const bio = (uz: string, ru: string, en: string, oz: string) => t(p(uz), p(ru), p(en), p(oz));

export const leaders: RawLeader[] = [
  {
    id: 1,
    full_name: name('Abdusalom Azizov'),
    position_title: t('Federatsiya Prezidenti', 'Президент федерации', 'President of the Federation', 'Федерация Президенти'),
    photo: '/uploads/leaders/1.jpg',
    admission_days: DAYS.wednesday,
    admission_hours: '10:00 - 12:00',
    phone: '+998 (71) 233-45-67',
    email: 'president@ufa.uz',
    biography: bio('1970-yilda Toshkentda tugʻilgan. Iqtisodchi.', 'Родился в 1970 году в Ташкенте. Экономист.', 'Born in Tashkent in 1970. An economist by training.', '1970 йилда Тошкентда туғилган. Иқтисодчи.'),
  },
  {
    id: 2,
    full_name: name('Ravshan Ermatov'),
    position_title: t('Birinchi vitse-prezident', 'Первый вице-президент', 'First Vice-President', 'Биринчи вице-президент'),
    photo: '/uploads/leaders/2.jpg',
    admission_days: DAYS.tueThu,
    admission_hours: '14:00 - 16:00',
    phone: '901234567',
    email: 'vice@ufa.uz',
    biography: bio('FIFA hakami, uch Jahon chempionatida hakamlik qilgan.', 'Арбитр FIFA, судил три чемпионата мира.', 'A FIFA referee who officiated at three World Cups.', 'FIFA ҳакими, уч Жаҳон чемпионатида ҳакамлик қилган.'),
  },
  {
    id: 3,
    full_name: name('Ulugbek Bakaev'),
    position_title: t('Bosh kotib', 'Генеральный секретарь', 'General Secretary', 'Бош котиб'),
    photo: null,
    admission_days: DAYS.weekdays,
    admission_hours: '09:00 - 11:00',
    phone: '998935551122',
    email: 'secretary@ufa.uz',
    biography: bio('Sport menejmenti boʻyicha mutaxassis.', 'Специалист в области спортивного менеджмента.', 'A specialist in sports management.', 'Спорт менежменти бўйича мутахассис.'),
  },
  {
    id: 4,
    full_name: name('Dilnoza Karimova'),
    position_title: t('Ayollar futboli boʻyicha vitse-prezident', 'Вице-президент по женскому футболу', "Vice-President for Women's Football", 'Аёллар футболи бўйича вице-президент'),
    photo: '/uploads/leaders/4.jpg',
    admission_days: DAYS.wednesday,
    admission_hours: '15:00 - 17:00',
    phone: '+998 90 765 43 21',
    email: 'women@ufa.uz',
    biography: bio('Terma jamoaning sobiq sardori.', 'Бывший капитан сборной.', 'A former captain of the national team.', 'Терма жамоанинг собиқ сардори.'),
  },
  {
    id: 5,
    full_name: name('Bahodir Nazarov'),
    position_title: t('Hakamlar qoʻmitasi raisi', 'Председатель комитета арбитров', 'Chair of the Referees Committee', 'Ҳакамлар қўмитаси раиси'),
    photo: '/uploads/leaders/5.jpg',
    admission_days: DAYS.tueThu,
    admission_hours: '10:00 - 12:00',
    phone: '(97) 111-22-33',
    email: 'referees@ufa.uz',
    biography: bio('Xalqaro toifadagi hakam.', 'Арбитр международной категории.', 'An international-category referee.', 'Халқаро тоифадаги ҳакам.'),
  },
  {
    id: 6,
    full_name: name('Shuhrat Mirzaev'),
    position_title: t('Yoshlar futboli departamenti rahbari', 'Руководитель департамента детско-юношеского футбола', 'Head of Youth Football', 'Ёшлар футболи департаменти раҳбари'),
    photo: '/uploads/leaders/6.jpg',
    admission_days: DAYS.weekdays,
    admission_hours: '16:00 - 17:00',
    phone: '+998 (88) 400-10-20',
    email: 'youth@ufa.uz',
    biography: bio('UEFA Pro litsenziyali murabbiy.', 'Тренер с лицензией UEFA Pro.', 'A coach with a UEFA Pro licence.', 'UEFA Pro лицензияли мураббий.'),
  },
];

const PHOTO_TITLES: T[] = [
  t('Terma jamoa mashgʻuloti', 'Тренировка сборной', 'National team training', 'Терма жамоа машғулоти'),
  t('Muxlislar tribunada', 'Болельщики на трибуне', 'Supporters in the stand', 'Мухлислар трибунада'),
  t('Gʻalaba lahzasi', 'Момент победы', 'The moment of victory', 'Ғалаба лаҳзаси'),
  t('Yosh futbolchilar', 'Юные футболисты', 'Young players', 'Ёш футболчилар'),
  t('Stadion kechasi', 'Стадион ночью', 'The stadium at night', 'Стадион кечаси'),
  t('Ayollar terma jamoasi', 'Женская сборная', "The women's team", 'Аёллар терма жамоаси'),
];

export const photos: RawPhoto[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  title: PHOTO_TITLES[index % PHOTO_TITLES.length]!,
  image: `/uploads/photos/${index + 1}.jpg`,
  date: new Date(Date.parse('2026-11-18T12:00:00Z') - index * 4 * 86_400_000).toISOString().slice(0, 10),
}));

/** YouTube links in the forms editors paste, and one that is not YouTube at all. */
export const videos: RawVideo[] = [
  { id: 1, title: t('Saralash oʻyini sharhi', 'Обзор отборочного матча', 'Qualifier highlights', 'Саралаш ўйини шарҳи'), link: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=42s', date: '2026-11-19', cover: '/uploads/videos/1.jpg' },
  { id: 2, title: t('Eng chiroyli gollar', 'Самые красивые голы', 'The best goals', 'Энг чиройли голлар'), link: 'https://youtu.be/dQw4w9WgXcQ?si=share', date: '2026-11-12', cover: '/uploads/videos/2.jpg' },
  { id: 3, title: t('Bosh murabbiy bilan suhbat', 'Интервью с главным тренером', 'Interview with the head coach', 'Бош мураббий билан суҳбат'), link: 'https://www.youtube.com/embed/M7lc1UVf-VE', date: '2026-11-05', cover: null },
  { id: 4, title: t('Mashgʻulotdan lavhalar', 'Кадры с тренировки', 'Training-ground moments', 'Машғулотдан лавҳалар'), link: 'https://youtube.com/shorts/ScMzIvxBSi4', date: '2026-10-28', cover: '/uploads/videos/4.jpg' },
  { id: 5, title: t('Muxlislar kuni', 'День болельщика', "Supporters' day", 'Мухлислар куни'), link: 'https://m.youtube.com/watch?feature=share&v=9bZkp7q19f0', date: '2026-10-20', cover: '/uploads/videos/5.jpg' },
  { id: 6, title: t('Hamkorlar taqdimoti', 'Презентация партнёров', 'Partners presentation', 'Ҳамкорлар тақдимоти'), link: 'https://vimeo.com/76979871', date: '2026-10-11', cover: '/uploads/videos/6.jpg' },
];

export const usefulLinks: RawUsefulLink[] = [
  { id: 1, title: same('FIFA'), link: 'https://www.fifa.com', logo: '/uploads/links/1.jpg' },
  { id: 2, title: t('Osiyo futbol konfederatsiyasi', 'Азиатская конфедерация футбола', 'Asian Football Confederation', 'Осиё футбол конфедерацияси'), link: 'https://www.the-afc.com', logo: '/uploads/links/2.jpg' },
  { id: 3, title: t('Sport vazirligi', 'Министерство спорта', 'Ministry of Sport', 'Спорт вазирлиги'), link: 'https://minsport.uz', logo: '/uploads/links/3.jpg' },
  { id: 4, title: t('Milliy Olimpiya qoʻmitasi', 'Национальный олимпийский комитет', 'National Olympic Committee', 'Миллий Олимпия қўмитаси'), link: 'https://olympic.uz', logo: '/uploads/links/4.jpg' },
  { id: 5, title: same('CAFA'), link: 'www.cafa.football', logo: '/uploads/links/5.jpg' },
  // A hostile link: the site keeps the partner's name and drops the link.
  { id: 6, title: t('Superliga', 'Суперлига', 'Super League', 'Суперлига'), link: 'javascript:window.__xss=8', logo: '/uploads/links/6.jpg' },
];

export const contacts: RawContact[] = [
  {
    id: 1,
    address: t(
      'Toshkent sh., Yunusobod tumani, Futbol koʻchasi, 15-uy',
      'г. Ташкент, Юнусабадский район, ул. Футбольная, 15',
      '15 Futbol Street, Yunusabad District, Tashkent',
      'Тошкент ш., Юнусобод тумани, Футбол кўчаси, 15-уй',
    ),
    phones: ['+998 (71) 200-01-01', '712000102', '998712000103'],
    email: 'info@ufa.uz',
  },
];

export const socialNetworks: RawSocialNetwork[] = [
  {
    id: 1,
    telegram: 'https://t.me/ufa_uz',
    instagram: 'https://www.instagram.com/ufa_uz',
    facebook: 'https://www.facebook.com/ufa.uz',
    youtube: 'https://www.youtube.com/@ufa_uz',
    active: true,
    created_at: '2024-01-10T08:00:00Z',
    updated_at: '2026-09-01T08:00:00Z',
  },
];
