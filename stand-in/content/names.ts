/** Proper names shared by the fixtures, in the four API languages. */
import { t, type T } from './types';

export interface Place {
  name: T;
  /** "in <place>": the locative form each language needs. */
  in: T;
}

export const CLUBS: T[] = [
  t('Paxtakor', 'Пахтакор', 'Pakhtakor', 'Пахтакор'),
  t('Navbahor', 'Навбахор', 'Navbahor', 'Навбаҳор'),
  t('Nasaf', 'Насаф', 'Nasaf', 'Насаф'),
  t('AGMK', 'АГМК', 'AGMK', 'ОКМК'),
  t('Bunyodkor', 'Бунёдкор', 'Bunyodkor', 'Бунёдкор'),
  t('Soʻgʻdiyona', 'Согдиана', 'Sogdiana', 'Сўғдиёна'),
  t('Neftchi', 'Нефтчи', 'Neftchi', 'Нефтчи'),
  t('Qizilqum', 'Кызылкум', 'Kyzylkum', 'Қизилқум'),
  t('Andijon', 'Андижан', 'Andijan', 'Андижон'),
  t('Surxon', 'Сурхан', 'Surkhan', 'Сурхон'),
  t('Olimpik', 'Олимпик', 'Olympic', 'Олимпик'),
  t('Buxoro', 'Бухара', 'Bukhara', 'Бухоро'),
  t('Metallurg', 'Металлург', 'Metallurg', 'Металлург'),
  t('Dinamo Samarqand', 'Динамо Самарканд', 'Dinamo Samarkand', 'Динамо Самарқанд'),
];

export const club = (name: string): T => {
  const found = CLUBS.find((c) => c.UZL === name);
  if (!found) throw new Error(`unknown club ${name}`);
  return found;
};

export const CITIES: Place[] = [
  { name: t('Toshkent', 'Ташкент', 'Tashkent', 'Тошкент'), in: t('Toshkentda', 'в Ташкенте', 'in Tashkent', 'Тошкентда') },
  { name: t('Samarqand', 'Самарканд', 'Samarkand', 'Самарқанд'), in: t('Samarqandda', 'в Самарканде', 'in Samarkand', 'Самарқандда') },
  { name: t('Buxoro', 'Бухара', 'Bukhara', 'Бухоро'), in: t('Buxoroda', 'в Бухаре', 'in Bukhara', 'Бухорода') },
  { name: t('Namangan', 'Наманган', 'Namangan', 'Наманган'), in: t('Namanganda', 'в Намангане', 'in Namangan', 'Наманганда') },
  { name: t('Fargʻona', 'Фергана', 'Fergana', 'Фарғона'), in: t('Fargʻonada', 'в Фергане', 'in Fergana', 'Фарғонада') },
  { name: t('Andijon', 'Андижан', 'Andijan', 'Андижон'), in: t('Andijonda', 'в Андижане', 'in Andijan', 'Андижонда') },
  { name: t('Qarshi', 'Карши', 'Karshi', 'Қарши'), in: t('Qarshida', 'в Карши', 'in Karshi', 'Қаршида') },
  { name: t('Termiz', 'Термез', 'Termez', 'Термиз'), in: t('Termizda', 'в Термезе', 'in Termez', 'Термизда') },
  { name: t('Nukus', 'Нукус', 'Nukus', 'Нукус'), in: t('Nukusda', 'в Нукусе', 'in Nukus', 'Нукусда') },
  { name: t('Urganch', 'Ургенч', 'Urgench', 'Урганч'), in: t('Urganchda', 'в Ургенче', 'in Urgench', 'Урганчда') },
  { name: t('Navoiy', 'Навои', 'Navoi', 'Навоий'), in: t('Navoiyda', 'в Навои', 'in Navoi', 'Навоийда') },
  { name: t('Jizzax', 'Джизак', 'Jizzakh', 'Жиззах'), in: t('Jizzaxda', 'в Джизаке', 'in Jizzakh', 'Жиззахда') },
];

export const STADIUMS: T[] = [
  t('Milliy stadioni', 'стадион «Миллий»', 'Milliy Stadium', 'Миллий стадиони'),
  t('Paxtakor markaziy stadioni', 'Центральный стадион «Пахтакор»', 'Pakhtakor Central Stadium', 'Пахтакор марказий стадиони'),
  t('Bunyodkor stadioni', 'стадион «Бунёдкор»', 'Bunyodkor Stadium', 'Бунёдкор стадиони'),
  t('Dinamo stadioni (Samarqand)', 'стадион «Динамо» (Самарканд)', 'Dinamo Stadium (Samarkand)', 'Динамо стадиони (Самарқанд)'),
  t('Bobur Arena (Andijon)', '«Бобур Арена» (Андижан)', 'Bobur Arena (Andijan)', 'Бобур Арена (Андижон)'),
  t('Markaziy stadion (Qarshi)', 'Центральный стадион (Карши)', 'Central Stadium (Karshi)', 'Марказий стадион (Қарши)'),
  t('Markaziy stadion (Namangan)', 'Центральный стадион (Наманган)', 'Central Stadium (Namangan)', 'Марказий стадион (Наманган)'),
];

/** Most recent moment of the stand-in's world; every date is counted back from it. */
export const ANCHOR = Date.UTC(2026, 10, 20, 12, 0, 0);
