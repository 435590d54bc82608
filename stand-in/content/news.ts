/**
 * Hand-written news, newest first by id. Deliberate oddities, so the site's handling shows:
 * - 3: ENG title and content `null`; 8: ENG title `''` (content translated): skipped in ENG.
 * - 5: hostile HTML in every language (each payload sets `window.__xss`).
 * - 10 and 5: a YouTube iframe that the site should keep.
 * - 12: no image. 4, 11, 19, 27: absolute image URLs. 14 and 15: the same date (id breaks the tie).
 * - 21: an inline <img> in the content.
 */
import { hostile, html, youtube } from './html';
import { doc, tx } from './text';
import { SELF, t, type RawNews, type T } from './types';

type Image = 'relative' | 'absolute' | 'none';

function news(id: number, date: string, title: T, content: T, image: Image = 'relative'): RawNews {
  const path = `/uploads/news/${id}.jpg`;
  return { id, title, content, date, image: image === 'none' ? null : image === 'absolute' ? SELF + path : path };
}

export const HAND_WRITTEN_NEWS: RawNews[] = [
  news(
    1,
    '2026-11-20T09:30:00Z',
    tx(
      'Milliy terma jamoa noyabr oʻyinlari uchun tarkibni eʼlon qildi',
      'Национальная сборная объявила состав на ноябрьские матчи',
      'National team announces squad for November matches',
    ),
    doc(
      [
        'Oʻzbekiston milliy terma jamoasi bosh murabbiyi noyabr oyida boʻlib oʻtadigan ikki oʻrtoqlik uchrashuvi uchun 25 nafar futbolchini chaqirdi.',
        { h2: 'Tarkib' },
        {
          ul: [
            'Darvozabonlar: Sardor Rahimov, Bekzod Toshpoʻlatov, Oybek Hamroyev',
            'Himoyachilar: Jasur Xolmatov, Doniyor Yoʻldoshev, Otabek Qodirov, Ulugʻbek Saidov',
            'Yarim himoyachilar: Azizbek Murodov, Javohir Nazarov, Sherzod Gʻofurov',
            'Hujumchilar: Eldor Qurbonov, Akmal Usmonov, Nodirbek Sobirov',
          ],
        },
        'Jamoa 23-noyabr kuni Toshkentda yigʻiladi va mashgʻulotlarni Milliy stadionda oʻtkazadi.',
        'Uchrashuvlar uchun chiptalar federatsiyaning rasmiy kassalarida sotuvga chiqarildi.',
      ],
      [
        'Главный тренер национальной сборной Узбекистана вызвал 25 футболистов на два товарищеских матча в ноябре.',
        { h2: 'Состав' },
        {
          ul: [
            'Вратари: Сардор Рахимов, Бекзод Ташпулатов, Ойбек Хамраев',
            'Защитники: Жасур Холматов, Дониёр Юлдашев, Отабек Кадыров, Улугбек Саидов',
            'Полузащитники: Азизбек Мурадов, Джавохир Назаров, Шерзод Гафуров',
            'Нападающие: Элдор Курбанов, Акмал Усмонов, Нодирбек Собиров',
          ],
        },
        'Команда соберётся в Ташкенте 23 ноября и проведёт тренировки на стадионе «Миллий».',
        'Билеты на матчи уже поступили в продажу в официальных кассах федерации.',
      ],
      [
        'The head coach of the Uzbekistan national team has called up 25 players for two friendly matches in November.',
        { h2: 'Squad' },
        {
          ul: [
            'Goalkeepers: Sardor Rakhimov, Bekzod Tashpulatov, Oybek Khamraev',
            'Defenders: Jasur Kholmatov, Doniyor Yuldashev, Otabek Kadyrov, Ulugbek Saidov',
            'Midfielders: Azizbek Murodov, Javokhir Nazarov, Sherzod Gafurov',
            'Forwards: Eldor Kurbanov, Akmal Usmonov, Nodirbek Sobirov',
          ],
        },
        'The team will gather in Tashkent on 23 November and train at Milliy Stadium.',
        'Tickets for both matches are on sale at the federation’s official box offices.',
      ],
    ),
  ),
  news(
    2,
    '2026-11-18T16:45:00Z',
    tx('Superliga: 26-tur natijalari', 'Суперлига: итоги 26-го тура', 'Super League: round 26 results'),
    doc(
      [
        'Superliganing 26-turida sakkiz uchrashuv boʻlib oʻtdi. Jami 21 ta gol urildi.',
        {
          table: {
            head: ['Uy egasi', 'Hisob', 'Mehmon'],
            rows: [
              ['Paxtakor', '2:1', 'Nasaf'],
              ['Navbahor', '0:0', 'AGMK'],
              ['Soʻgʻdiyona', '3:2', 'Neftchi'],
              ['Bunyodkor', '1:4', 'Qizilqum'],
            ],
          },
        },
        'Turning eng yaxshi oʻyinchisi deb Paxtakor hujumchisi Eldor Qurbonov topildi: u dubl qayd etdi.',
        'Keyingi tur oʻyinlari 28–29-noyabr kunlari boʻlib oʻtadi.',
      ],
      [
        'В 26-м туре Суперлиги состоялись восемь матчей, забит 21 гол.',
        {
          table: {
            head: ['Хозяева', 'Счёт', 'Гости'],
            rows: [
              ['Пахтакор', '2:1', 'Насаф'],
              ['Навбахор', '0:0', 'АГМК'],
              ['Согдиана', '3:2', 'Нефтчи'],
              ['Бунёдкор', '1:4', 'Кызылкум'],
            ],
          },
        },
        'Лучшим игроком тура признан нападающий «Пахтакора» Элдор Курбанов, оформивший дубль.',
        'Матчи следующего тура пройдут 28–29 ноября.',
      ],
      [
        'Eight matches were played in round 26 of the Super League, with 21 goals scored.',
        {
          table: {
            head: ['Home', 'Score', 'Away'],
            rows: [
              ['Pakhtakor', '2:1', 'Nasaf'],
              ['Navbahor', '0:0', 'AGMK'],
              ['Sogdiana', '3:2', 'Neftchi'],
              ['Bunyodkor', '1:4', 'Kyzylkum'],
            ],
          },
        },
        'Pakhtakor forward Eldor Kurbanov, who scored twice, was named player of the round.',
        'The next round will be played on 28–29 November.',
      ],
    ),
  ),
  news(
    3,
    '2026-11-17T11:00:00Z',
    t(
      'Namanganda oʻsmirlar oʻrtasida viloyat turniri yakunlandi',
      'В Намангане завершился областной турнир среди юношей',
      null,
      'Наманганда ўсмирлар ўртасида вилоят турнири якунланди',
    ),
    doc(
      [
        'Namangan viloyatida 14 yoshgacha boʻlgan oʻsmirlar oʻrtasida viloyat turniri yakunlandi. Musobaqada 16 jamoa ishtirok etdi.',
        'Final uchrashuvida Chortoq tumani jamoasi penaltilar seriyasida gʻalaba qozondi.',
        'Turnirning eng yaxshi oʻyinchilari respublika oʻsmirlar terma jamoasi koʻrik mashgʻulotlariga taklif etildi.',
      ],
      [
        'В Наманганской области завершился турнир среди юношей до 14 лет, в котором приняли участие 16 команд.',
        'В финале команда Чартакского района победила в серии пенальти.',
        'Лучшие игроки турнира приглашены на просмотровые сборы юношеской сборной республики.',
      ],
      null,
    ),
  ),
  news(
    4,
    '2026-11-15T08:20:00Z',
    tx(
      'U-17 terma jamoasi Toshkentda oʻquv-mashgʻulot yigʻinini boshladi',
      'Сборная U-17 начала учебно-тренировочный сбор в Ташкенте',
      'U-17 team begins training camp in Tashkent',
    ),
    doc(
      [
        'Oʻzbekiston U-17 terma jamoasi Osiyo kubogi saralash bosqichiga tayyorgarlik doirasida Toshkentda yigʻin oʻtkazmoqda.',
        'Yigʻinga 28 nafar futbolchi chaqirilgan. Mashgʻulotlar kuniga ikki mahal oʻtkaziladi.',
        'Yigʻin yakunida jamoa ikkita nazorat uchrashuvini oʻtkazadi.',
      ],
      [
        'Сборная Узбекистана U-17 проводит сбор в Ташкенте в рамках подготовки к отборочному этапу Кубка Азии.',
        'На сбор вызваны 28 футболистов, тренировки проходят два раза в день.',
        'В завершение сбора команда сыграет два контрольных матча.',
      ],
      [
        'Uzbekistan’s U-17 team is holding a camp in Tashkent as it prepares for the Asian Cup qualifiers.',
        'Twenty-eight players have been called up, and the squad trains twice a day.',
        'The camp will end with two friendly matches.',
      ],
    ),
    'absolute',
  ),
  news(
    5,
    '2026-11-14T10:00:00Z',
    t('Test: muharrir formatlashi', 'Тест: форматирование редактора', "Test: editor's formatting", 'Тест: муҳаррир форматлаши'),
    t(
      html(hostile('Sarlavha', 'Oddiy matn paragrafi.', ['Birinchi band', 'Ikkinchi band'], ['Paxtakor', 'Nasaf'])),
      html(hostile('Заголовок', 'Обычный абзац текста.', ['Первый пункт', 'Второй пункт'], ['Пахтакор', 'Насаф'])),
      html(hostile('Heading', 'A plain paragraph of text.', ['First item', 'Second item'], ['Pakhtakor', 'Nasaf'])),
      html(hostile('Сарлавҳа', 'Оддий матн параграфи.', ['Биринчи банд', 'Иккинчи банд'], ['Пахтакор', 'Насаф'])),
    ),
  ),
  news(
    6,
    '2026-11-12T14:30:00Z',
    tx(
      'Ayollar terma jamoasi oʻrtoqlik uchrashuvida gʻalaba qozondi',
      'Женская сборная победила в товарищеском матче',
      'Women’s national team wins friendly match',
    ),
    doc(
      [
        'Oʻzbekiston ayollar terma jamoasi Bunyodkor stadionida oʻtgan oʻrtoqlik uchrashuvida Qirgʻiziston terma jamoasini 3:0 hisobida magʻlub etdi.',
        'Gollarni Nigina Rasulova (2) va Madina Ahmedova kiritdi.',
        { quote: 'Qizlar intizomli oʻynadi. Bu gʻalaba Osiyo kubogi saralashiga tayyorgarlikda muhim qadam.' },
        'Terma jamoa dekabr oyida Turkiyada yana bir yigʻin oʻtkazadi.',
      ],
      [
        'Женская сборная Узбекистана обыграла сборную Кыргызстана со счётом 3:0 в товарищеском матче на стадионе «Бунёдкор».',
        'Голы забили Нигина Расулова (2) и Мадина Ахмедова.',
        { quote: 'Девушки сыграли дисциплинированно. Эта победа — важный шаг в подготовке к отбору Кубка Азии.' },
        'В декабре сборная проведёт ещё один сбор в Турции.',
      ],
      [
        'Uzbekistan’s women’s team beat Kyrgyzstan 3-0 in a friendly at Bunyodkor Stadium.',
        'The goals came from Nigina Rasulova (2) and Madina Akhmedova.',
        { quote: 'The players were disciplined. This win is an important step in preparing for the Asian Cup qualifiers.' },
        'The team will hold another camp in Türkiye in December.',
      ],
    ),
  ),
  news(
    7,
    '2026-11-10T09:00:00Z',
    tx(
      'AFC instruktorlari ishtirokida hakamlar seminari boʻlib oʻtdi',
      'Прошёл семинар для судей с участием инструкторов AFC',
      'Referee seminar held with AFC instructors',
    ),
    doc(
      [
        'Toshkentda Superliga va Birinchi liga hakamlari uchun uch kunlik seminar boʻlib oʻtdi. Mashgʻulotlarni AFC instruktorlari olib bordi.',
        { h2: 'Seminar dasturi' },
        {
          ul: [
            'Oʻyin qoidalaridagi yangi oʻzgarishlar',
            'Qoʻl bilan oʻynash holatlarini baholash',
            'Videoyordamchi hakamlar bilan muloqot',
            'Jismoniy tayyorgarlik testlari',
          ],
        },
        'Seminar yakunida hakamlar nazariy va amaliy sinovlardan oʻtdi.',
      ],
      [
        'В Ташкенте прошёл трёхдневный семинар для судей Суперлиги и Первой лиги. Занятия провели инструкторы AFC.',
        { h2: 'Программа семинара' },
        {
          ul: [
            'Новые изменения в Правилах игры',
            'Оценка эпизодов с игрой рукой',
            'Взаимодействие с видеоассистентами',
            'Тесты физической подготовки',
          ],
        },
        'В завершение семинара судьи сдали теоретические и практические экзамены.',
      ],
      [
        'A three-day seminar for Super League and First League referees took place in Tashkent, led by AFC instructors.',
        { h2: 'Seminar programme' },
        {
          ul: [
            'Recent changes to the Laws of the Game',
            'Assessing handball incidents',
            'Communication with video assistant referees',
            'Fitness tests',
          ],
        },
        'The referees finished the seminar with theory and practical examinations.',
      ],
    ),
  ),
  news(
    8,
    '2026-11-07T12:15:00Z',
    t(
      'Andijonda stadion rekonstruksiyasi yakuniga yetmoqda',
      'В Андижане завершается реконструкция стадиона',
      '',
      'Андижонда стадион реконструкцияси якунига етмоқда',
    ),
    doc(
      [
        'Bobur Arena stadionida olib borilayotgan rekonstruksiya ishlari 90 foizga bajarildi.',
        'Tribunalar sigʻimi 18 000 oʻringacha oshiriladi, yangi yoritish tizimi oʻrnatildi.',
        'Stadion AFC litsenziyalash talablariga toʻliq javob beradi.',
      ],
      [
        'Работы по реконструкции стадиона «Бобур Арена» выполнены на 90 процентов.',
        'Вместимость трибун увеличится до 18 000 мест, установлена новая система освещения.',
        'Стадион полностью соответствует лицензионным требованиям AFC.',
      ],
      [
        'Reconstruction of Bobur Arena is 90 percent complete.',
        'Capacity will rise to 18,000 seats, and a new floodlight system has been installed.',
        'The stadium fully meets AFC licensing requirements.',
      ],
    ),
  ),
  news(
    9,
    '2026-11-05T10:40:00Z',
    tx(
      'Klublarni litsenziyalash: 2027-yilgi mavsum uchun hujjatlar qabul qilinmoqda',
      'Лицензирование клубов: приём документов на сезон 2027 года',
      'Club licensing: documents for the 2027 season now accepted',
    ),
    doc(
      [
        'Federatsiyaning litsenziyalash departamenti 2027-yilgi mavsum uchun hujjatlarni 15-dekabrgacha qabul qiladi.',
        { h2: 'Talab qilinadigan hujjatlar' },
        {
          ol: [
            'Moliyaviy hisobot va auditorlik xulosasi',
            'Stadiondan foydalanish shartnomasi',
            'Bolalar-oʻsmirlar akademiyasi toʻgʻrisidagi maʼlumot',
            'Murabbiylarning litsenziyalari nusxalari',
          ],
        },
        'Talablar haqida batafsil maʼlumot <a href="https://www.the-afc.com/en/more/club_licensing.html">AFC litsenziyalash reglamentida</a> keltirilgan.',
      ],
      [
        'Департамент лицензирования федерации принимает документы на сезон 2027 года до 15 декабря.',
        { h2: 'Необходимые документы' },
        {
          ol: [
            'Финансовая отчётность и аудиторское заключение',
            'Договор об использовании стадиона',
            'Сведения о детско-юношеской академии',
            'Копии лицензий тренеров',
          ],
        },
        'Подробно требования изложены в <a href="https://www.the-afc.com/en/more/club_licensing.html">регламенте лицензирования AFC</a>.',
      ],
      [
        'The federation’s licensing department accepts documents for the 2027 season until 15 December.',
        { h2: 'Required documents' },
        {
          ol: [
            'Financial statements and an auditor’s report',
            'Stadium usage agreement',
            'Information on the youth academy',
            'Copies of coaches’ licences',
          ],
        },
        'The requirements are set out in the <a href="https://www.the-afc.com/en/more/club_licensing.html">AFC club licensing regulations</a>.',
      ],
    ),
  ),
  news(
    10,
    '2026-11-03T18:00:00Z',
    tx('Video: oktabr oyining eng chiroyli gollari', 'Видео: самые красивые голы октября', 'Video: the best goals of October'),
    doc(
      [
        'Superliganing oktabr oyidagi eng chiroyli gollari jamlanmasini tomosha qiling.',
        { raw: youtube('Kq3vB7xN2pE') },
        'Oyning eng yaxshi goli uchun ovoz berish federatsiyaning ijtimoiy tarmoqlarida davom etmoqda.',
      ],
      [
        'Смотрите подборку самых красивых голов Суперлиги в октябре.',
        { raw: youtube('Kq3vB7xN2pE') },
        'Голосование за лучший гол месяца продолжается в социальных сетях федерации.',
      ],
      [
        'Watch the best Super League goals scored in October.',
        { raw: youtube('Kq3vB7xN2pE') },
        'Voting for the goal of the month continues on the federation’s social networks.',
      ],
    ),
  ),
  news(
    11,
    '2026-10-30T09:10:00Z',
    tx(
      '“Maktablar uchun futbol” festivali: 1 200 nafar bola ishtirok etdi',
      'Фестиваль «Футбол для школ»: участвовали 1 200 детей',
      'Football for Schools festival draws 1,200 children',
    ),
    doc(
      [
        'FIFA bilan hamkorlikda oʻtkazilgan festivalda 12 viloyatdan 1 200 nafar oʻquvchi qatnashdi.',
        'Bolalar mini-futbol oʻyinlari, texnika mashqlari va “[[fair play]]” boʻyicha darslarda ishtirok etdi.',
        'Har bir maktabga futbol toʻplari va trenirovka jihozlari topshirildi.',
      ],
      [
        'В фестивале, организованном совместно с FIFA, приняли участие 1 200 школьников из 12 областей.',
        'Дети играли в мини-футбол, выполняли технические упражнения и посетили уроки «фэйр-плей».',
        'Каждая школа получила футбольные мячи и тренировочный инвентарь.',
      ],
      [
        'The festival, organised with FIFA, brought together 1,200 pupils from 12 regions.',
        'Children played small-sided games, practised skills and attended fair-play lessons.',
        'Every school received footballs and training equipment.',
      ],
    ),
    'absolute',
  ),
  news(
    12,
    '2026-10-27T13:00:00Z',
    tx(
      'Samarqandda AFC [[“C”]] litsenziyasi boʻyicha murabbiylar kursi',
      'В Самарканде прошёл тренерский курс на лицензию AFC «C»',
      'AFC “C” licence coaching course in Samarkand',
    ),
    doc(
      [
        'Samarqandda AFC [[“C”]] litsenziyasi boʻyicha ikki haftalik murabbiylar kursi yakunlandi.',
        'Kursda 24 nafar murabbiy nazariy va amaliy mashgʻulotlardan oʻtdi.',
        'Imtihonlarni muvaffaqiyatli topshirganlar litsenziyani yanvar oyida oladi.',
      ],
      [
        'В Самарканде завершился двухнедельный тренерский курс на лицензию AFC «C».',
        'Теоретические и практические занятия прошли 24 тренера.',
        'Успешно сдавшие экзамены получат лицензию в январе.',
      ],
      [
        'A two-week AFC “C” licence course for coaches ended in Samarkand.',
        'Twenty-four coaches completed theory and practical sessions.',
        'Those who passed the exams will receive their licences in January.',
      ],
    ),
    'none',
  ),
  news(
    13,
    '2026-10-24T19:30:00Z',
    tx(
      'Chempionlik uchun kurash soʻnggi turlarga qadar davom etmoqda',
      'Борьба за чемпионство продолжается до последних туров',
      'Title race goes down to the final rounds',
    ),
    doc(
      [
        'Superligada mavsum tugashiga toʻrt tur qolganida yetakchi uchlikni atigi ikki ochko ajratib turibdi.',
        { table: { head: ['Jamoa', 'Oʻyin', 'Ochko'], rows: [['Paxtakor', 22, 49], ['Nasaf', 22, 48], ['Navbahor', 22, 47]] } },
        'Hal qiluvchi uchrashuvlardan biri Qarshida boʻlib oʻtadi.',
      ],
      [
        'За четыре тура до конца сезона Суперлиги первую тройку разделяют всего два очка.',
        { table: { head: ['Команда', 'Игры', 'Очки'], rows: [['Пахтакор', 22, 49], ['Насаф', 22, 48], ['Навбахор', 22, 47]] } },
        'Один из решающих матчей пройдёт в Карши.',
      ],
      [
        'With four rounds of the Super League left, just two points separate the top three.',
        { table: { head: ['Team', 'Played', 'Points'], rows: [['Pakhtakor', 22, 49], ['Nasaf', 22, 48], ['Navbahor', 22, 47]] } },
        'One of the decisive matches will be played in Karshi.',
      ],
    ),
  ),
  news(
    14,
    '2026-10-21T10:00:00Z',
    tx(
      'Futzal boʻyicha terma jamoa Osiyo kubogi final bosqichiga yoʻllanma oldi',
      'Сборная по футзалу вышла в финальную стадию Кубка Азии',
      'Futsal team qualifies for the Asian Cup finals',
    ),
    doc(
      [
        'Oʻzbekiston futzal terma jamoasi saralash guruhida uchta gʻalaba qozonib, final bosqichiga chiqdi.',
        'Guruhning soʻnggi uchrashuvida jamoa 5:2 hisobida gʻalaba qozondi.',
        'Final bosqichi kelgusi yil aprel oyida boʻlib oʻtadi.',
      ],
      [
        'Сборная Узбекистана по футзалу одержала три победы в отборочной группе и вышла в финальную стадию.',
        'В последнем матче группы команда победила со счётом 5:2.',
        'Финальный турнир пройдёт в апреле следующего года.',
      ],
      [
        'Uzbekistan’s futsal team won all three qualifying group matches to reach the finals.',
        'The team won its last group match 5-2.',
        'The final tournament will be held next April.',
      ],
    ),
  ),
  news(
    15,
    '2026-10-21T10:00:00Z',
    tx(
      'Plyaj futboli boʻyicha terma jamoa yigʻini',
      'Сбор сборной по пляжному футболу',
      'Beach soccer team holds training camp',
    ),
    doc(
      [
        'Plyaj futboli boʻyicha milliy terma jamoa Jizzaxda oʻquv-mashgʻulot yigʻinini oʻtkazmoqda.',
        'Yigʻinda 16 nafar futbolchi ishtirok etmoqda.',
        'Jamoa mintaqaviy turnirga tayyorlanmoqda.',
      ],
      [
        'Сборная по пляжному футболу проводит учебно-тренировочный сбор в Джизаке.',
        'В сборе участвуют 16 футболистов.',
        'Команда готовится к региональному турниру.',
      ],
      [
        'The national beach soccer team is holding a training camp in Jizzakh.',
        'Sixteen players are taking part.',
        'The team is preparing for a regional tournament.',
      ],
    ),
  ),
  news(
    16,
    '2026-10-17T15:00:00Z',
    tx(
      'U-20 terma jamoasi CAFA turnirida gʻolib boʻldi',
      'Сборная U-20 выиграла турнир CAFA',
      'U-20 team wins the CAFA tournament',
    ),
    doc(
      [
        'Oʻzbekiston U-20 terma jamoasi Markaziy Osiyo futbol assotsiatsiyasi ([[CAFA]]) turnirida birinchi oʻrinni egalladi.',
        'Finalda jamoa Tojikiston tengdoshlarini 2:1 hisobida magʻlub etdi.',
        'Turnirning eng yaxshi hujumchisi deb Boburjon Alimov topildi.',
      ],
      [
        'Сборная Узбекистана U-20 заняла первое место на турнире Центральноазиатской футбольной ассоциации (CAFA).',
        'В финале команда обыграла сверстников из Таджикистана со счётом 2:1.',
        'Лучшим нападающим турнира признан Бобуржон Алимов.',
      ],
      [
        'Uzbekistan’s U-20 team won the Central Asian Football Association (CAFA) tournament.',
        'The team beat Tajikistan 2-1 in the final.',
        'Boburjon Alimov was named the tournament’s best forward.',
      ],
    ),
  ),
  news(
    17,
    '2026-10-13T09:00:00Z',
    tx('Ayollar Superligasida yangi mavsum boshlandi', 'Стартовал новый сезон женской Суперлиги', 'New Women’s Super League season kicks off'),
    doc(
      [
        'Ayollar Superligasining yangi mavsumida 10 jamoa ishtirok etmoqda.',
        'Birinchi turda 19 ta gol urildi, eng yirik hisob Samarqandda qayd etildi.',
        'Barcha uchrashuvlar federatsiyaning [[YouTube]] kanalida jonli efirda namoyish etiladi.',
      ],
      [
        'В новом сезоне женской Суперлиги участвуют 10 команд.',
        'В первом туре забито 19 голов, самый крупный счёт зафиксирован в Самарканде.',
        'Все матчи транслируются в прямом эфире на YouTube-канале федерации.',
      ],
      [
        'Ten teams are taking part in the new Women’s Super League season.',
        'Nineteen goals were scored in the first round, with the biggest win in Samarkand.',
        'Every match is streamed live on the federation’s YouTube channel.',
      ],
    ),
  ),
  news(
    18,
    '2026-10-09T11:30:00Z',
    tx(
      'Superligada VAR tizimi barcha uchrashuvlarda qoʻllaniladi',
      'Система VAR будет применяться во всех матчах Суперлиги',
      'VAR to be used in every Super League match',
    ),
    doc(
      [
        'Kelgusi mavsumdan boshlab Superliganing barcha uchrashuvlarida videoyordamchi hakamlar tizimi qoʻllaniladi.',
        { h2: 'Tayyorgarlik bosqichlari' },
        { h3: 'Uskunalar' },
        'Sakkizta stadionda VAR xonalari jihozlandi.',
        { h3: 'Kadrlar' },
        {
          ol: [
            '40 nafar hakam FIFA sertifikatidan oʻtdi',
            'Operatorlar uchun alohida kurs tashkil etildi',
            'Sinov rejimidagi 30 ta uchrashuv tahlil qilindi',
          ],
        },
      ],
      [
        'Со следующего сезона система видеоассистентов арбитра будет применяться во всех матчах Суперлиги.',
        { h2: 'Этапы подготовки' },
        { h3: 'Оборудование' },
        'Комнаты VAR оборудованы на восьми стадионах.',
        { h3: 'Кадры' },
        {
          ol: [
            '40 судей прошли сертификацию FIFA',
            'Для операторов организован отдельный курс',
            'Проанализированы 30 матчей в тестовом режиме',
          ],
        },
      ],
      [
        'From next season, video assistant referees will be used in every Super League match.',
        { h2: 'Preparation' },
        { h3: 'Equipment' },
        'VAR rooms have been fitted at eight stadiums.',
        { h3: 'People' },
        {
          ol: [
            '40 referees have completed FIFA certification',
            'A separate course was organised for operators',
            '30 matches played in test mode were reviewed',
          ],
        },
      ],
    ),
  ),
  news(
    19,
    '2026-10-05T10:00:00Z',
    tx('Klub shifokorlari uchun tibbiyot seminari', 'Медицинский семинар для клубных врачей', 'Medical seminar for club doctors'),
    doc(
      [
        'Federatsiyaning tibbiyot komissiyasi Superliga va Birinchi liga klublari shifokorlari uchun seminar oʻtkazdi.',
        'Seminarda maydonda birinchi yordam koʻrsatish va bosh jarohatlarini aniqlash masalalari koʻrib chiqildi.',
        'Ishtirokchilarga tegishli sertifikatlar topshirildi.',
      ],
      [
        'Медицинская комиссия федерации провела семинар для врачей клубов Суперлиги и Первой лиги.',
        'Обсуждались оказание первой помощи на поле и распознавание травм головы.',
        'Участникам вручены сертификаты.',
      ],
      [
        'The federation’s medical committee held a seminar for Super League and First League club doctors.',
        'Topics included pitch-side first aid and recognising head injuries.',
        'Participants received certificates.',
      ],
    ),
    'absolute',
  ),
  news(
    20,
    '2026-09-30T12:00:00Z',
    tx(
      'Federatsiya va Maktabgacha va maktab taʼlimi vazirligi memorandum imzoladi',
      'Федерация и Министерство дошкольного и школьного образования подписали меморандум',
      'Federation signs memorandum with the Ministry of Preschool and School Education',
    ),
    doc(
      [
        'Memorandum maktablarda futbol darslarini kengaytirish va jismoniy tarbiya oʻqituvchilarini tayyorlashni nazarda tutadi.',
        'Dastlabki bosqichda 300 ta maktab loyihaga qoʻshiladi.',
        'Loyiha FIFA “[[Football for Schools]]” dasturi asosida amalga oshiriladi.',
      ],
      [
        'Меморандум предусматривает расширение уроков футбола в школах и подготовку учителей физкультуры.',
        'На первом этапе к проекту присоединятся 300 школ.',
        'Проект реализуется на основе программы FIFA Football for Schools.',
      ],
      [
        'The memorandum provides for more football lessons in schools and training for PE teachers.',
        'In the first phase, 300 schools will join the project.',
        'The project is based on FIFA’s Football for Schools programme.',
      ],
    ),
  ),
  news(
    21,
    '2026-09-25T17:00:00Z',
    tx('Milliy terma jamoaning yangi formasi taqdim etildi', 'Представлена новая форма национальной сборной', 'New national team kit unveiled'),
    doc(
      [
        'Yangi forma dizaynida milliy naqshlar va bayroq ranglari aks etgan.',
        { raw: `<figure><img src="${SELF}/uploads/photos/3.jpg" alt="Yangi forma" width="1200" height="800"><figcaption>Taqdimot marosimi</figcaption></figure>` },
        'Asosiy forma oq, zaxira forma esa moviy rangda boʻladi.',
        'Forma &laquo;Milliy&raquo; doʻkonlarida &amp; onlayn sotuvga chiqariladi.',
      ],
      [
        'В дизайне новой формы отражены национальные узоры и цвета флага.',
        { raw: `<figure><img src="${SELF}/uploads/photos/3.jpg" alt="Новая форма" width="1200" height="800"><figcaption>Церемония презентации</figcaption></figure>` },
        'Основная форма будет белой, запасная — голубой.',
        'Форма поступит в продажу в магазинах &laquo;Milliy&raquo; &amp; онлайн.',
      ],
      [
        'The new kit features national patterns and the colours of the flag.',
        { raw: `<figure><img src="${SELF}/uploads/photos/3.jpg" alt="New kit" width="1200" height="800"><figcaption>Launch ceremony</figcaption></figure>` },
        'The home kit is white and the away kit light blue.',
        'The kit goes on sale in &laquo;Milliy&raquo; stores &amp; online.',
      ],
    ),
  ),
  news(
    22,
    '2026-09-19T09:00:00Z',
    tx(
      'Milliy stadiondagi uchrashuvga chiptalar sotuvi boshlandi',
      'Начались продажи билетов на матч на стадионе «Миллий»',
      'Tickets on sale for the match at Milliy Stadium',
    ),
    doc(
      [
        'Milliy terma jamoaning navbatdagi uy uchrashuviga chiptalar sotuvi boshlandi.',
        { table: { head: ['Sektor', 'Narx (soʻm)'], rows: [['[[A, B]]', '150 000'], ['[[C, D]]', '100 000'], ['[[E, F]]', '50 000']] } },
        'Chiptalarni rasmiy kassalarda va onlayn xarid qilish mumkin. Bir kishiga koʻpi bilan 4 ta chipta sotiladi.',
      ],
      [
        'Начались продажи билетов на очередной домашний матч национальной сборной.',
        { table: { head: ['Сектор', 'Цена (сум)'], rows: [['A, B', '150 000'], ['C, D', '100 000'], ['E, F', '50 000']] } },
        'Билеты можно купить в официальных кассах и онлайн. В одни руки — не более 4 билетов.',
      ],
      [
        'Tickets are now on sale for the national team’s next home match.',
        { table: { head: ['Sector', 'Price (UZS)'], rows: [['A, B', '150,000'], ['C, D', '100,000'], ['E, F', '50,000']] } },
        'Tickets are available at official box offices and online, with a limit of 4 per person.',
      ],
    ),
  ),
  news(
    23,
    '2026-09-12T10:00:00Z',
    tx('Yosh futbolchilar uchun antidoping taʼlimi', 'Антидопинговое обучение для молодых футболистов', 'Anti-doping education for young players'),
    doc(
      [
        'Federatsiya Milliy antidoping agentligi bilan birgalikda akademiyalar tarbiyalanuvchilari uchun darslar oʻtkazdi.',
        'Darslarda taqiqlangan moddalar roʻyxati va dori vositalarini toʻgʻri qabul qilish haqida soʻz bordi.',
        'Loyiha barcha viloyatlarda davom ettiriladi.',
      ],
      [
        'Федерация совместно с Национальным антидопинговым агентством провела занятия для воспитанников академий.',
        'Речь шла о списке запрещённых веществ и правильном приёме лекарств.',
        'Проект продолжится во всех областях.',
      ],
      [
        'The federation and the National Anti-Doping Agency held classes for academy players.',
        'Topics included the prohibited list and the correct use of medication.',
        'The project will continue in every region.',
      ],
    ),
  ),
  news(
    24,
    '2026-09-04T08:00:00Z',
    tx(
      'U-23 terma jamoasi Antalyada ikki oʻrtoqlik uchrashuvi oʻtkazadi',
      'Сборная U-23 проведёт два товарищеских матча в Анталье',
      'U-23 team to play two friendlies in Antalya',
    ),
    doc(
      [
        'Olimpiya terma jamoasi sentabr oyida Antalyada oʻquv-mashgʻulot yigʻini oʻtkazadi.',
        'Yigʻin davomida jamoa Yevropa klublari bilan ikkita oʻrtoqlik uchrashuvi oʻtkazadi.',
        'Tarkib keyingi hafta eʼlon qilinadi.',
      ],
      [
        'Олимпийская сборная проведёт учебно-тренировочный сбор в Анталье в сентябре.',
        'Во время сбора команда сыграет два товарищеских матча с европейскими клубами.',
        'Состав будет объявлен на следующей неделе.',
      ],
      [
        'The Olympic team will hold a training camp in Antalya in September.',
        'During the camp the team will play two friendlies against European clubs.',
        'The squad will be announced next week.',
      ],
    ),
  ),
  news(
    25,
    '2026-08-27T12:00:00Z',
    tx(
      'Oʻzbekiston kubogi finali Paxtakor markaziy stadionida boʻlib oʻtadi',
      'Финал Кубка Узбекистана пройдёт на Центральном стадионе «Пахтакор»',
      'Uzbekistan Cup final to be played at Pakhtakor Central Stadium',
    ),
    doc(
      [
        'Federatsiya Ijroiya qoʻmitasi Oʻzbekiston kubogi finali oʻtkaziladigan joyni tasdiqladi.',
        'Final 25-oktabr kuni soat 18:00 da boshlanadi.',
        'Chiptalar sotuvi haqida qoʻshimcha maʼlumot beriladi.',
      ],
      [
        'Исполком федерации утвердил место проведения финала Кубка Узбекистана.',
        'Финал начнётся 25 октября в 18:00.',
        'О продаже билетов будет сообщено дополнительно.',
      ],
      [
        'The federation’s Executive Committee has confirmed the venue of the Uzbekistan Cup final.',
        'The final kicks off on 25 October at 18:00.',
        'Ticket sales will be announced later.',
      ],
    ),
  ),
  news(
    26,
    '2026-08-18T10:30:00Z',
    tx(
      'Oʻzbekistonlik hakamlar AFC Chempionlar ligasi uchrashuvlariga tayinlandi',
      'Узбекские арбитры назначены на матчи Лиги чемпионов AFC',
      'Uzbek referees appointed to AFC Champions League matches',
    ),
    doc(
      [
        'AFC hakamlar departamenti oʻzbekistonlik uchta hakam brigadasini Chempionlar ligasi guruh bosqichi uchrashuvlariga tayinladi.',
        'Bu milliy hakamlik maktabining xalqaro miqyosda tan olinishidir.',
        'Hakamlar Qatar, Saudiya Arabistoni va Yaponiyada oʻyinlarni boshqaradi.',
      ],
      [
        'Судейский департамент AFC назначил три узбекские бригады арбитров на матчи группового этапа Лиги чемпионов.',
        'Это признание национальной судейской школы на международном уровне.',
        'Арбитры будут работать на матчах в Катаре, Саудовской Аравии и Японии.',
      ],
      [
        'The AFC referees department has appointed three Uzbek refereeing teams to Champions League group-stage matches.',
        'It is international recognition of the national refereeing school.',
        'The referees will officiate matches in Qatar, Saudi Arabia and Japan.',
      ],
    ),
  ),
  news(
    27,
    '2026-08-08T09:00:00Z',
    tx(
      'Viloyatlarda 100 ta mini-futbol maydoni qurildi',
      'В регионах построено 100 мини-футбольных полей',
      '100 small-sided pitches built across the regions',
    ),
    doc(
      [
        'Ommaviy futbolni rivojlantirish dasturi doirasida yil boshidan beri 100 ta sunʼiy qoplamali maydon foydalanishga topshirildi.',
        {
          table: {
            head: ['Viloyat', 'Maydonlar'],
            rows: [['Toshkent', 18], ['Samarqand', 14], ['Fargʻona', 12], ['Qashqadaryo', 11], ['Boshqa viloyatlar', 45]],
          },
        },
        'Maydonlar maktablar va mahallalar yonida joylashgan boʻlib, bepul foydalanish uchun ochiq.',
      ],
      [
        'В рамках программы развития массового футбола с начала года введены в эксплуатацию 100 полей с искусственным покрытием.',
        {
          table: {
            head: ['Область', 'Поля'],
            rows: [['Ташкент', 18], ['Самарканд', 14], ['Фергана', 12], ['Кашкадарья', 11], ['Другие области', 45]],
          },
        },
        'Поля расположены рядом со школами и махаллями и открыты для бесплатного использования.',
      ],
      [
        'Under the grassroots development programme, 100 artificial pitches have opened since the start of the year.',
        {
          table: {
            head: ['Region', 'Pitches'],
            rows: [['Tashkent', 18], ['Samarkand', 14], ['Fergana', 12], ['Kashkadarya', 11], ['Other regions', 45]],
          },
        },
        'The pitches are next to schools and neighbourhoods and are free to use.',
      ],
    ),
    'absolute',
  ),
  news(
    28,
    '2026-07-28T16:00:00Z',
    tx('Havaskorlar ligasi finali Fargʻonada boʻlib oʻtdi', 'Финал любительской лиги прошёл в Фергане', 'Amateur league final played in Fergana'),
    doc(
      [
        'Havaskorlar ligasi finalida Margʻilon jamoasi qoʻshimcha vaqtda gʻalaba qozondi.',
        'Uchrashuvni 6 000 dan ortiq muxlis tomosha qildi.',
        'Gʻolib jamoa kelgusi mavsumda Ikkinchi ligada ishtirok etish huquqini qoʻlga kiritdi.',
      ],
      [
        'В финале любительской лиги команда Маргилана победила в дополнительное время.',
        'Матч посетили более 6 000 зрителей.',
        'Победитель получил право выступать во Второй лиге в следующем сезоне.',
      ],
      [
        'Margilan won the amateur league final in extra time.',
        'More than 6,000 fans watched the match.',
        'The winners earned a place in the Second League next season.',
      ],
    ),
  ),
  news(
    29,
    '2026-07-15T11:00:00Z',
    tx('Ijroiya qoʻmitasi majlisi qarorlari', 'Решения заседания Исполкома', 'Executive Committee decisions'),
    doc(
      [
        'Federatsiya Ijroiya qoʻmitasining navbatdagi majlisida quyidagi qarorlar qabul qilindi:',
        {
          ol: [
            '2027-yilgi mavsum taqvimi tasdiqlandi',
            'Ayollar futbolini rivojlantirish strategiyasi maʼqullandi',
            'Intizomiy reglamentga oʻzgartirishlar kiritildi',
            'Yoshlar ligasi formati kengaytirildi',
          ],
        },
        'Qarorlarning toʻliq matni federatsiya hujjatlari boʻlimida eʼlon qilinadi.',
      ],
      [
        'На очередном заседании Исполкома федерации приняты следующие решения:',
        {
          ol: [
            'Утверждён календарь сезона 2027 года',
            'Одобрена стратегия развития женского футбола',
            'Внесены изменения в Дисциплинарный регламент',
            'Расширен формат Молодёжной лиги',
          ],
        },
        'Полный текст решений будет опубликован в разделе документов федерации.',
      ],
      [
        'At its latest meeting, the federation’s Executive Committee took the following decisions:',
        {
          ol: [
            'The 2027 season calendar was approved',
            'The women’s football development strategy was endorsed',
            'Amendments were made to the Disciplinary Code',
            'The Youth League format was expanded',
          ],
        },
        'The full text of the decisions will be published in the federation’s documents section.',
      ],
    ),
  ),
  news(
    30,
    '2026-07-01T10:00:00Z',
    tx('Murabbiylar konferensiyasi: yoshlar futboli markazda', 'Конференция тренеров: в центре внимания — детский футбол', 'Coaches’ conference puts youth football first'),
    doc(
      [
        'Toshkentda oʻtgan yillik murabbiylar konferensiyasida 300 dan ortiq mutaxassis qatnashdi.',
        'Maʼruzalarda akademiyalarda mashgʻulotlarni rejalashtirish va yosh futbolchilarni tanlash masalalari muhokama qilindi.',
        { quote: 'Har bir bola uchun sifatli murabbiy — bizning asosiy maqsadimiz.' },
      ],
      [
        'В ежегодной конференции тренеров в Ташкенте приняли участие более 300 специалистов.',
        'В докладах обсуждались планирование тренировок в академиях и отбор юных футболистов.',
        { quote: 'Квалифицированный тренер для каждого ребёнка — наша главная цель.' },
      ],
      [
        'More than 300 coaches attended the annual coaches’ conference in Tashkent.',
        'Talks covered planning academy training and scouting young players.',
        { quote: 'A qualified coach for every child is our main goal.' },
      ],
    ),
  ),
  news(
    31,
    '2026-06-18T09:30:00Z',
    tx('Oʻyinlar natijalarini kelishib olishga qarshi seminar', 'Семинар по противодействию договорным матчам', 'Workshop on preventing match-fixing'),
    doc(
      [
        'Superliga klublari futbolchilari va murabbiylari uchun sport halolligi boʻyicha seminar tashkil etildi.',
        'Ishtirokchilarga shubhali takliflar haqida qanday xabar berish tushuntirildi.',
        'Ishonch telefoni: <a href="tel:+998712000000">+998 71 200 00 00</a>.',
      ],
      [
        'Для игроков и тренеров клубов Суперлиги организован семинар по спортивной честности.',
        'Участникам объяснили, как сообщать о подозрительных предложениях.',
        'Телефон доверия: <a href="tel:+998712000000">+998 71 200 00 00</a>.',
      ],
      [
        'A sports integrity workshop was organised for Super League players and coaches.',
        'Participants learned how to report suspicious approaches.',
        'Integrity hotline: <a href="tel:+998712000000">+998 71 200 00 00</a>.',
      ],
    ),
  ),
  news(
    32,
    '2026-06-05T10:00:00Z',
    tx('Darvozabon murabbiylari uchun amaliy mashgʻulot', 'Практическое занятие для тренеров вратарей', 'Goalkeeper coaching clinic'),
    doc(
      [
        'Namanganda darvozabon murabbiylari uchun ikki kunlik amaliy mashgʻulot boʻlib oʻtdi.',
        'Mashgʻulotlarda zamonaviy texnika va jarohatlarning oldini olish mashqlari namoyish etildi.',
        'Keyingi mashgʻulot Nukusda rejalashtirilgan.',
      ],
      [
        'В Намангане прошло двухдневное практическое занятие для тренеров вратарей.',
        'Были показаны современная техника и упражнения для профилактики травм.',
        'Следующее занятие запланировано в Нукусе.',
      ],
      [
        'A two-day practical clinic for goalkeeper coaches took place in Namangan.',
        'Sessions covered modern technique and injury-prevention exercises.',
        'The next clinic is planned in Nukus.',
      ],
    ),
  ),
];
