/** The analytics page's data and words: every number comes from GET /api/analytics. */
import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  type AnalyticsScope,
  type AnalyticsStatKey,
  type AnalyticsSummary,
  API,
  DEFAULT_ANALYTICS_PERIOD,
} from '@labbridge/shared-types';
import { keepPreviousData } from '@tanstack/react-query';
import {
  Bell,
  Eye,
  FlaskConical,
  type LucideIcon,
  MessageSquarePlus,
  MessagesSquare,
  Search,
  Send,
  Share2,
  UserPlus,
  UserRound,
  Users,
} from 'lucide-react';
import { useApiQuery } from '../../lib/use-api-query';

export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '1y': '1 year',
};

/** The span a period covers, for sentences: 'Nothing was recorded in the past year.' */
export const PERIOD_SPANS: Record<AnalyticsPeriod, string> = {
  '7d': 'the last 7 days',
  '30d': 'the last 30 days',
  '90d': 'the last 90 days',
  '1y': 'the past year',
};

/** The period in the URL, or the default when it is missing or not one of the four. */
export const parsePeriod = (value: string | null): AnalyticsPeriod =>
  ANALYTICS_PERIODS.find((p) => p === value) ?? DEFAULT_ANALYTICS_PERIOD;

export const STAT_DISPLAY: Record<AnalyticsStatKey, { label: string; icon: LucideIcon }> = {
  views: { label: 'Listing views', icon: Eye },
  shares: { label: 'Shares', icon: Share2 },
  referrals: { label: 'Referrals', icon: UserPlus },
  chatInitiations: { label: 'Chat initiations', icon: MessageSquarePlus },
  profileViews: { label: 'Profile views', icon: UserRound },
  listingsViewed: { label: 'Listings viewed', icon: Search },
  messagesSent: { label: 'Messages sent', icon: Send },
  chatsStarted: { label: 'Chats started', icon: MessagesSquare },
  projectsFollowed: { label: 'Projects followed', icon: Bell },
  newUsers: { label: 'New users', icon: Users },
  newListings: { label: 'New listings', icon: FlaskConical },
};

/** How each scope's page describes its numbers. */
export const SCOPE_TEXT: Record<
  AnalyticsScope,
  { intro: string; chart: string; top: string; noTop: string }
> = {
  researcher: {
    intro: 'How people engage with your listings and your profile.',
    chart: 'Views of your listings',
    top: 'Your top listings',
    noTop: 'Your listings appear here once they have been evaluated.',
  },
  industry: {
    intro: 'Your activity on LabBridge and the listings that score highest.',
    chart: 'Listings you viewed',
    top: 'Top listings on LabBridge',
    noTop: 'No evaluated listings are open yet.',
  },
  platform: {
    intro: 'Activity across the whole platform.',
    chart: 'Listing views across LabBridge',
    top: 'Top listings on LabBridge',
    noTop: 'No evaluated listings are open yet.',
  },
};

export function useAnalytics(period: AnalyticsPeriod) {
  return useApiQuery(
    API.analytics.summary,
    { query: { period } },
    // Switching period keeps the last numbers on screen (marked busy) instead of blanking them.
    { placeholderData: keepPreviousData },
  );
}

/** True when nothing at all was recorded in the period (and no document waits for a signature). */
export const isEmptySummary = ({ stats, viewsByDay, funnel, pipeline }: AnalyticsSummary) =>
  stats.every((s) => s.value === 0) &&
  viewsByDay.every((d) => d.count === 0) &&
  (!funnel ||
    (funnel.engagement.whole === 0 &&
      funnel.collaborationSuccess.whole === 0 &&
      funnel.documentCompletion.whole === 0 &&
      funnel.timeToSignature.deals === 0)) &&
  (!pipeline ||
    (pipeline.conversations === 0 &&
      pipeline.proposalsByStatus.every((s) => s.count === 0) &&
      pipeline.awaitingSignature.mine + pipeline.awaitingSignature.theirs === 0));
