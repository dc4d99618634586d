import { USER_TYPE_LABELS } from '@labbridge/shared-types';
import { ChevronDown, LogOut, Settings, User as UserIcon } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { fullName } from '../../lib/format';
import { Avatar } from '../../ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { useLogout, useSignedInUser } from '../auth';

export function UserMenu() {
  const user = useSignedInUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const name = fullName(user, user.email);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-md p-1 text-left hover:bg-slate-100"
        aria-label={`Account menu for ${name}`}
      >
        <Avatar
          imageUrl={user.profileImageUrl}
          firstName={user.firstName}
          lastName={user.lastName}
          size="sm"
        />
        <span className="hidden max-w-40 truncate text-sm font-medium text-slate-800 sm:block">
          {name}
        </span>
        <ChevronDown className="hidden h-4 w-4 text-slate-600 sm:block" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="flex flex-col">
          <span className="truncate">{name}</span>
          <span className="text-xs font-normal text-slate-600">
            {user.userType ? USER_TYPE_LABELS[user.userType] : user.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <UserIcon className="h-4 w-4" aria-hidden="true" />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/profile?tab=settings')}>
          <Settings className="h-4 w-4" aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={logout.isPending}
          onSelect={(event) => {
            event.preventDefault();
            logout.mutate();
          }}
        >
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {logout.isPending ? 'Logging out...' : 'Log out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
