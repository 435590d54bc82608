/** Proper names in the four languages: Uzbek Latin written once, Cyrillic forms derived. */
import { toCyrillic } from '../../lib/search/uzbek-script';
import { t, type T } from './types';

/** `Eldor Shomurodov` -> `Элдор Шомуродов` (Uzbek Cyrillic, also fine for Russian in a stand-in). */
export function cyrillicName(latin: string): string {
  return toCyrillic(latin)
    .split(/(\s|-)/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** A person's or place's name in all four languages. */
export function name(latin: string, russian?: string): T {
  const cyrillic = cyrillicName(latin);
  return t(latin, russian ?? cyrillic, latin, cyrillic);
}

export const CITIES = [
  { UZL: 'Toshkent', RUS: 'Ташкент', ENG: 'Tashkent', UZK: 'Тошкент' },
  { UZL: 'Samarqand', RUS: 'Самарканд', ENG: 'Samarkand', UZK: 'Самарқанд' },
  { UZL: 'Namangan', RUS: 'Наманган', ENG: 'Namangan', UZK: 'Наманган' },
  { UZL: 'Andijon', RUS: 'Андижан', ENG: 'Andijan', UZK: 'Андижон' },
  { UZL: 'Qarshi', RUS: 'Карши', ENG: 'Karshi', UZK: 'Қарши' },
  { UZL: 'Buxoro', RUS: 'Бухара', ENG: 'Bukhara', UZK: 'Бухоро' },
  { UZL: 'Fargʻona', RUS: 'Фергана', ENG: 'Fergana', UZK: 'Фарғона' },
  { UZL: 'Nukus', RUS: 'Нукус', ENG: 'Nukus', UZK: 'Нукус' },
] as const satisfies readonly T[];

export const TEAMS = [
  {
    UZL: 'Oʻzbekiston terma jamoasi',
    RUS: 'Сборная Узбекистана',
    ENG: 'The Uzbekistan national team',
    UZK: 'Ўзбекистон терма жамоаси',
  },
  {
    UZL: 'U-23 terma jamoasi',
    RUS: 'Олимпийская сборная (U-23)',
    ENG: 'The U-23 national team',
    UZK: 'U-23 терма жамоаси',
  },
  {
    UZL: 'Ayollar terma jamoasi',
    RUS: 'Женская сборная Узбекистана',
    ENG: "The women's national team",
    UZK: 'Аёллар терма жамоаси',
  },
  {
    UZL: 'U-17 terma jamoasi',
    RUS: 'Юношеская сборная (U-17)',
    ENG: 'The U-17 national team',
    UZK: 'U-17 терма жамоаси',
  },
  {
    UZL: 'Futzal boʻyicha terma jamoa',
    RUS: 'Сборная по футзалу',
    ENG: 'The futsal national team',
    UZK: 'Футзал бўйича терма жамоа',
  },
] as const satisfies readonly T[];

export const OPPONENTS = [
  { UZL: 'Eron', RUS: 'Ираном', ENG: 'Iran', UZK: 'Эрон' },
  { UZL: 'Yaponiya', RUS: 'Японией', ENG: 'Japan', UZK: 'Япония' },
  { UZL: 'Saudiya Arabistoni', RUS: 'Саудовской Аравией', ENG: 'Saudi Arabia', UZK: 'Саудия Арабистони' },
  { UZL: 'Qozogʻiston', RUS: 'Казахстаном', ENG: 'Kazakhstan', UZK: 'Қозоғистон' },
  { UZL: 'Janubiy Koreya', RUS: 'Южной Кореей', ENG: 'South Korea', UZK: 'Жанубий Корея' },
  { UZL: 'Avstraliya', RUS: 'Австралией', ENG: 'Australia', UZK: 'Австралия' },
] as const satisfies readonly T[];

export const TOURNAMENTS = [
  { UZL: 'Osiyo kubogi', RUS: 'Кубка Азии', ENG: 'the AFC Asian Cup', UZK: 'Осиё кубоги' },
  { UZL: 'Jahon chempionati saralash bosqichi', RUS: 'отборочного турнира чемпионата мира', ENG: 'the World Cup qualifiers', UZK: 'Жаҳон чемпионати саралаш босқичи' },
  { UZL: 'CAFA chempionati', RUS: 'чемпионата CAFA', ENG: 'the CAFA Championship', UZK: 'CAFA чемпионати' },
  { UZL: 'Osiyo oʻyinlari', RUS: 'Азиатских игр', ENG: 'the Asian Games', UZK: 'Осиё ўйинлари' },
] as const satisfies readonly T[];
