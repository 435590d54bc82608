/**
 * Photo and video galleries. Video links come in every YouTube form, plus one Vimeo link, and
 * video 8 is hostile: a `javascript:` link and a `data:` cover (both set `window.__xss` if run).
 */
import { tx } from './text';
import { SELF, type RawPhoto, type RawVideo } from './types';

const photo = (id: number, date: string, uz: string, ru: string, en: string): RawPhoto => ({
  id,
  title: tx(uz, ru, en),
  image: (id % 5 === 0 ? SELF : '') + `/uploads/photos/${id}.jpg`,
  date,
});

export const PHOTOS: RawPhoto[] = [
  photo(1, '2026-11-19', 'Milliy terma jamoa mashgʻuloti', 'Тренировка национальной сборной', 'National team training'),
  photo(2, '2026-11-16', 'Superliga: Paxtakor – Nasaf', 'Суперлига: «Пахтакор» – «Насаф»', 'Super League: Pakhtakor v Nasaf'),
  photo(3, '2026-09-25', 'Yangi forma taqdimoti', 'Презентация новой формы', 'New kit launch'),
  photo(4, '2026-11-15', 'U-17 terma jamoasi yigʻini', 'Сбор сборной U-17', 'U-17 training camp'),
  photo(5, '2026-11-10', 'Hakamlar seminari', 'Семинар для судей', 'Referee seminar'),
  photo(6, '2026-11-10', 'Bolalar futbol festivali', 'Детский футбольный фестиваль', 'Children’s football festival'),
  photo(7, '2026-11-12', 'Ayollar terma jamoasi', 'Женская сборная', 'Women’s national team'),
  photo(8, '2026-11-07', 'Bobur Arena rekonstruksiyasi', 'Реконструкция «Бобур Арены»', 'Bobur Arena reconstruction'),
  photo(9, '2026-10-25', 'Oʻzbekiston kubogi finali', 'Финал Кубка Узбекистана', 'Uzbekistan Cup final'),
  photo(10, '2026-10-21', 'Futzal terma jamoasi', 'Сборная по футзалу', 'Futsal team'),
  photo(11, '2026-07-01', 'Murabbiylar konferensiyasi', 'Конференция тренеров', 'Coaches’ conference'),
  photo(12, '2026-08-08', 'Yangi mini-futbol maydonlari', 'Новые мини-футбольные поля', 'New small-sided pitches'),
];

export const VIDEOS: RawVideo[] = [
  {
    id: 1,
    title: tx('Oktabr oyining eng chiroyli gollari', 'Самые красивые голы октября', 'Best goals of October'),
    link: 'https://www.youtube.com/watch?v=Kq3vB7xN2pE&t=42s',
    date: '2026-11-03T18:00:00Z',
    cover: '/uploads/videos/1.jpg',
  },
  {
    id: 2,
    title: tx('Superliga, 26-tur: sharh', 'Суперлига, 26-й тур: обзор', 'Super League round 26: highlights'),
    link: 'https://youtu.be/Zx8mT4qLr1A?si=Qw3rTy7uIoP9aS1d',
    date: '2026-11-18T20:00:00Z',
    cover: '/uploads/videos/2.jpg',
  },
  {
    id: 3,
    title: tx('Milliy terma jamoa mashgʻuloti', 'Тренировка национальной сборной', 'National team training session'),
    link: 'https://www.youtube.com/embed/Hn5cW2yPq7U?autoplay=1&rel=0',
    date: '2026-11-19T15:00:00Z',
    cover: null,
  },
  {
    id: 4,
    title: tx('Ayollar terma jamoasi: gollar', 'Женская сборная: голы', 'Women’s national team: the goals'),
    link: 'https://youtube.com/shorts/Rt6uY8iOp0A?feature=share',
    date: '2026-11-12T18:30:00Z',
    cover: SELF + '/uploads/videos/4.jpg',
  },
  {
    id: 5,
    title: tx('Hakamlar seminari: asosiy lahzalar', 'Семинар судей: главное', 'Referee seminar: key moments'),
    link: 'https://m.youtube.com/watch?feature=shared&v=Lm4nB3vC5xZ',
    date: '2026-11-10T12:00:00Z',
  },
  {
    id: 6,
    title: tx('Futzal: saralash bosqichi gollari', 'Футзал: голы отборочного этапа', 'Futsal: qualifying goals'),
    link: 'https://www.youtube.com/watch?v=Ab1Cd2Ef3Gh&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=2',
    date: '2026-10-21T19:00:00Z',
    cover: '/uploads/videos/6.jpg',
  },
  {
    id: 7,
    title: tx('Federatsiya haqida film', 'Фильм о федерации', 'A film about the federation'),
    link: 'https://vimeo.com/76979871',
    date: '2026-09-30T10:00:00Z',
    cover: '/uploads/videos/7.jpg',
  },
  {
    id: 8,
    title: tx('Sinov: xavfli havola', 'Тест: опасная ссылка', 'Test: hostile link'),
    link: 'javascript:window.__xss=13',
    date: '2026-09-20T10:00:00Z',
    cover: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=14"%3E%3C/svg%3E',
  },
];
