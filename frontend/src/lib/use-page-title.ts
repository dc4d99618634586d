import { useEffect } from 'react';

/** Sets the document title as 'Page - LabBridge' (or 'LabBridge' alone). */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} - LabBridge` : 'LabBridge';
  }, [title]);
}
