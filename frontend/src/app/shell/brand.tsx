import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router-dom';

/** The product name, linking home. */
export function Brand() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900">
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-700 text-white max-[400px]:hidden">
        <FlaskConical className="h-5 w-5" aria-hidden="true" />
      </span>
      LabBridge
    </Link>
  );
}
