import { handleNews } from '@/lib/news/handler';

/** POST /api/news — company news with topic, sentiment and alerts, or a headline's classification (lib/news/handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleNews(request);
}
