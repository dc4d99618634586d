import { API } from '@labbridge/shared-types';
import { useApiQuery } from '../../lib/use-api-query';
import { StatCards } from '../home/stat-card';
import { kpiFigures } from './kpi-figures';

/** Spec §2's four KPI cards, computed by GET /api/admin/institution-stats. */
export function KpiCards() {
  const { data, isPending } = useApiQuery(API.admin.institutionStats, {});
  return <StatCards label="Key figures" loading={isPending} stats={kpiFigures(data)} />;
}
