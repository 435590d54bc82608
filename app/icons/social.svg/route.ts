import { socialSprite } from '@/components/ui/SocialIcon';

/** The social networks' marks as one sprite, written once at build time into out/icons/social.svg. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(socialSprite(), { headers: { 'Content-Type': 'image/svg+xml' } });
}
