import { Menu } from 'lucide-react';
import { useState } from 'react';
import { NotificationMenu } from '../../features/notifications/notification-menu';
import { Button } from '../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../ui/dialog';
import { Brand } from './brand';
import { LeftNav } from './left-nav';
import { UserMenu } from './user-menu';

/** The signed-in top bar; below 768 px it also holds the menu button for the navigation. */
export function TopBar({ withNav }: { withNav: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-3 sm:px-6">
        {withNav && (
          <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
            <DialogTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <Menu className="h-5 w-5" aria-hidden="true" />
              </Button>
            </DialogTrigger>
            <DialogContent side="left" className="p-0 pt-4">
              <DialogTitle className="px-6">Menu</DialogTitle>
              <DialogDescription className="sr-only">Main navigation</DialogDescription>
              <LeftNav onNavigate={() => setMenuOpen(false)} />
            </DialogContent>
          </Dialog>
        )}
        <Brand />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <NotificationMenu />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
