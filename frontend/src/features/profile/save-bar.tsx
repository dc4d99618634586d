import { Button } from '../../ui/button';

export function SaveBar({ saving, label = 'Save Changes' }: { saving: boolean; label?: string }) {
  return (
    <div className="flex justify-end border-t border-slate-100 pt-4">
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : label}
      </Button>
    </div>
  );
}
