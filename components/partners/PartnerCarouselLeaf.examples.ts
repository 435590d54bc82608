import { inEveryLocale } from '@/lib/testing/examples';
import { carouselLabels } from './carousel-labels';

export const partnerCarouselExamples = inEveryLocale(carouselLabels);
