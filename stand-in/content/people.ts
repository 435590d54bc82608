/**
 * National team players and federation leaders. Players 12 and 18 have no photo (null and
 * missing); player 20 has no shirt number. Leader 4 has no photo; leader 5's biography ends with
 * hostile HTML (every payload sets `window.__xss`). Phones come in the forms
 * editors type.
 */
import { club } from './names';
import { doc, tx, withHostile } from './text';
import { SELF, t, type RawLeader, type RawPlayer, type T } from './types';

const GK = t('Darvozabon', 'Вратарь', 'Goalkeeper', 'Дарвозабон');
const DF = t('Himoyachi', 'Защитник', 'Defender', 'Ҳимоячи');
const MF = t('Yarim himoyachi', 'Полузащитник', 'Midfielder', 'Ярим ҳимоячи');
const FW = t('Hujumchi', 'Нападающий', 'Forward', 'Ҳужумчи');

type Row = [id: number, name: T, position: T, number: number | null, birth: string, club: string];

const ROWS: Row[] = [
  [1, t('Sardor Rahimov', 'Сардор Рахимов', 'Sardor Rakhimov', 'Сардор Раҳимов'), GK, 1, '1996-03-14', 'Paxtakor'],
  [2, t('Bekzod Toshpoʻlatov', 'Бекзод Ташпулатов', 'Bekzod Tashpulatov', 'Бекзод Тошпўлатов'), GK, 12, '1999-07-02', 'Nasaf'],
  [3, t('Jasur Xolmatov', 'Жасур Холматов', 'Jasur Kholmatov', 'Жасур Холматов'), DF, 2, '1998-11-21', 'Navbahor'],
  [4, t('Doniyor Yoʻldoshev', 'Дониёр Юлдашев', 'Doniyor Yuldashev', 'Дониёр Йўлдошев'), DF, 3, '2000-01-30', 'AGMK'],
  [5, t('Otabek Qodirov', 'Отабек Кадыров', 'Otabek Kadyrov', 'Отабек Қодиров'), DF, 4, '1997-05-09', 'Paxtakor'],
  [6, t('Ulugʻbek Saidov', 'Улугбек Саидов', 'Ulugbek Saidov', 'Улуғбек Саидов'), DF, 5, '2001-09-17', 'Bunyodkor'],
  [7, t('Shohruh Ergashev', 'Шохрух Эргашев', 'Shokhrukh Ergashev', 'Шоҳруҳ Эргашев'), DF, 13, '1999-12-04', 'Soʻgʻdiyona'],
  [8, t('Azizbek Murodov', 'Азизбек Мурадов', 'Azizbek Murodov', 'Азизбек Муродов'), MF, 6, '1998-04-26', 'Nasaf'],
  [9, t('Javohir Nazarov', 'Джавохир Назаров', 'Javokhir Nazarov', 'Жавоҳир Назаров'), MF, 8, '2002-02-11', 'Paxtakor'],
  [10, t('Sherzod Gʻofurov', 'Шерзод Гафуров', 'Sherzod Gafurov', 'Шерзод Ғофуров'), MF, 10, '1997-08-19', 'Navbahor'],
  [11, t('Islom Karimberdiyev', 'Ислам Каримбердиев', 'Islom Karimberdiev', 'Ислом Каримбердиев'), MF, 14, '2003-06-08', 'Olimpik'],
  [12, t('Abdulla Xasanov', 'Абдулла Хасанов', 'Abdulla Khasanov', 'Абдулла Ҳасанов'), MF, 16, '2000-10-15', 'Neftchi'],
  [13, t('Temur Joʻrayev', 'Темур Джураев', 'Temur Juraev', 'Темур Жўраев'), MF, 17, '1996-01-23', 'AGMK'],
  [14, t('Husan Mirzayev', 'Хусан Мирзаев', 'Khusan Mirzaev', 'Ҳусан Мирзаев'), MF, 18, '2001-03-29', 'Qizilqum'],
  [15, t('Eldor Qurbonov', 'Элдор Курбанов', 'Eldor Kurbanov', 'Элдор Қурбонов'), FW, 9, '1998-09-05', 'Paxtakor'],
  [16, t('Akmal Usmonov', 'Акмал Усмонов', 'Akmal Usmonov', 'Акмал Усмонов'), FW, 11, '1999-04-12', 'Nasaf'],
  [17, t('Boburjon Alimov', 'Бобуржон Алимов', 'Boburjon Alimov', 'Бобуржон Алимов'), FW, 19, '2006-02-27', 'Bunyodkor'],
  [18, t('Nodirbek Sobirov', 'Нодирбек Собиров', 'Nodirbek Sobirov', 'Нодирбек Собиров'), FW, 7, '1997-12-31', 'Andijon'],
  [19, t('Rustam Tursunov', 'Рустам Турсунов', 'Rustam Tursunov', 'Рустам Турсунов'), DF, 15, '2002-07-07', 'Surxon'],
  [20, t('Oybek Hamroyev', 'Ойбек Хамраев', 'Oybek Khamraev', 'Ойбек Ҳамроев'), GK, null, '2005-05-18', 'Dinamo Samarqand'],
];

export const PLAYERS: RawPlayer[] = ROWS.map(([id, full_name, position, number, birth_date, clubName]) => {
  const player: RawPlayer = { id, full_name, position, number, birth_date, club: club(clubName) };
  if (id === 12) player.photo = null;
  else if (id !== 18) player.photo = (id === 3 || id === 15 ? SELF : '') + `/uploads/players/${id}.jpg`;
  return player;
});

const WEEKDAYS = tx('Dushanba - Juma', 'Понедельник - Пятница', 'Monday - Friday');
const TUE_THU = tx('Seshanba, Payshanba', 'Вторник, Четверг', 'Tuesday, Thursday');
const WEDNESDAY = tx('Chorshanba', 'Среда', 'Wednesday');

function bio(uz: [string, string[]], ru: [string, string[]], en: [string, string[]]): T {
  return doc([uz[0], { ul: uz[1] }], [ru[0], { ul: ru[1] }], [en[0], { ul: en[1] }]);
}

export const LEADERS: RawLeader[] = [
  {
    id: 1,
    full_name: t('Abdulaziz Nurmatov', 'Абдулазиз Нурматов', 'Abdulaziz Nurmatov', 'Абдулазиз Нурматов'),
    position_title: tx('Federatsiya prezidenti', 'Президент федерации', 'President of the Federation'),
    photo: '/uploads/leaders/1.jpg',
    admission_days: WEEKDAYS,
    admission_hours: '10:00 - 12:00',
    phone: '901234567',
    email: 'president@uzfootball.example',
    biography: bio(
      ['1968-yilda Toshkentda tugʻilgan. Jismoniy tarbiya instituti va Jahon iqtisodiyoti va diplomatiya universitetini tamomlagan.', ['2010–2018: Paxtakor klubi direktori', '2018–2022: federatsiya birinchi vitse-prezidenti', '2022-yildan: federatsiya prezidenti']],
      ['Родился в 1968 году в Ташкенте. Окончил Институт физической культуры и Университет мировой экономики и дипломатии.', ['2010–2018: директор клуба «Пахтакор»', '2018–2022: первый вице-президент федерации', 'С 2022 года: президент федерации']],
      ['Born in Tashkent in 1968. Graduated from the Institute of Physical Culture and the University of World Economy and Diplomacy.', ['2010–2018: Director of Pakhtakor', '2018–2022: First Vice-President of the federation', 'Since 2022: President of the federation']],
    ),
  },
  {
    id: 2,
    full_name: t('Farhod Islomov', 'Фарход Исламов', 'Farkhod Islamov', 'Фарҳод Исломов'),
    position_title: tx('Birinchi vitse-prezident', 'Первый вице-президент', 'First Vice-President'),
    photo: SELF + '/uploads/leaders/2.jpg',
    admission_days: TUE_THU,
    admission_hours: '14:00 - 16:00',
    phone: '998712345678',
    email: 'f.islomov@uzfootball.example',
    biography: bio(
      ['1975-yilda Samarqandda tugʻilgan. Sobiq professional futbolchi, Dinamo Samarqand va Navbahor klublarida oʻynagan.', ['2008–2015: Dinamo Samarqand bosh murabbiyi', '2015-yildan: federatsiya rahbariyatida']],
      ['Родился в 1975 году в Самарканде. Бывший профессиональный футболист, выступал за «Динамо Самарканд» и «Навбахор».', ['2008–2015: главный тренер «Динамо Самарканд»', 'С 2015 года: в руководстве федерации']],
      ['Born in Samarkand in 1975. A former professional footballer who played for Dinamo Samarkand and Navbahor.', ['2008–2015: Head coach of Dinamo Samarkand', 'Since 2015: federation management']],
    ),
  },
  {
    id: 3,
    full_name: t('Dilshod Yusupov', 'Дильшод Юсупов', 'Dilshod Yusupov', 'Дилшод Юсупов'),
    position_title: tx('Vitse-prezident (yoshlar futboli)', 'Вице-президент (детско-юношеский футбол)', 'Vice-President (youth football)'),
    photo: '/uploads/leaders/3.jpg',
    admission_days: WEDNESDAY,
    admission_hours: '09:00 - 11:00',
    phone: '+998 (90) 123-45-67',
    email: 'd.yusupov@uzfootball.example',
    biography: bio(
      ['1980-yilda Fargʻonada tugʻilgan. UEFA “A” litsenziyasiga ega murabbiy.', ['2012–2019: Neftchi akademiyasi rahbari', '2019-yildan: vitse-prezident']],
      ['Родился в 1980 году в Фергане. Тренер с лицензией UEFA «A».', ['2012–2019: руководитель академии «Нефтчи»', 'С 2019 года: вице-президент']],
      ['Born in Fergana in 1980. Holds a UEFA “A” coaching licence.', ['2012–2019: Head of the Neftchi academy', 'Since 2019: Vice-President']],
    ),
  },
  {
    id: 4,
    full_name: t('Malika Abdullayeva', 'Малика Абдуллаева', 'Malika Abdullaeva', 'Малика Абдуллаева'),
    position_title: tx('Bosh kotib', 'Генеральный секретарь', 'General Secretary'),
    photo: null,
    admission_days: WEEKDAYS,
    admission_hours: '15:00 - 17:00',
    phone: '+998 71 205 10 10',
    email: 'secretary@uzfootball.example',
    biography: bio(
      ['1985-yilda Toshkentda tugʻilgan. Huquqshunos, sport huquqi boʻyicha mutaxassis.', ['2014–2020: federatsiya yuridik departamenti rahbari', '2020-yildan: bosh kotib']],
      ['Родилась в 1985 году в Ташкенте. Юрист, специалист по спортивному праву.', ['2014–2020: руководитель юридического департамента федерации', 'С 2020 года: генеральный секретарь']],
      ['Born in Tashkent in 1985. A lawyer specialising in sports law.', ['2014–2020: Head of the federation’s legal department', 'Since 2020: General Secretary']],
    ),
  },
  {
    id: 5,
    full_name: t('Ravshan Ismoilov', 'Равшан Исмаилов', 'Ravshan Ismailov', 'Равшан Исмоилов'),
    position_title: tx('Hakamlar departamenti rahbari', 'Руководитель департамента судейства', 'Head of the Refereeing Department'),
    photo: '/uploads/leaders/5.jpg',
    admission_days: TUE_THU,
    admission_hours: '10:00 - 12:00',
    phone: '998 93 555 22 11',
    email: 'referees@uzfootball.example',
    biography: withHostile(bio(
      ['1979-yilda Buxoroda tugʻilgan. FIFA roʻyxatidagi sobiq hakam.', ['2006–2019: FIFA hakami', '2021-yildan: departament rahbari']],
      ['Родился в 1979 году в Бухаре. Бывший арбитр FIFA.', ['2006–2019: арбитр FIFA', 'С 2021 года: руководитель департамента']],
      ['Born in Bukhara in 1979. A former FIFA-listed referee.', ['2006–2019: FIFA referee', 'Since 2021: Head of department']],
    )),
  },
  {
    id: 6,
    full_name: t('Nigora Salimova', 'Нигора Салимова', 'Nigora Salimova', 'Нигора Салимова'),
    position_title: tx('Ayollar futboli departamenti rahbari', 'Руководитель департамента женского футбола', 'Head of Women’s Football'),
    photo: '/uploads/leaders/6.jpg',
    admission_days: WEEKDAYS,
    admission_hours: '11:00 - 13:00',
    phone: '(97) 700-11-22',
    email: 'women@uzfootball.example',
    biography: null,
  },
];
