import { AccessDenied, AppProviders } from '@sisacte/ui';

/** 'Acesso negado' inside antd's providers: fetched only when the role is missing. */
export default function StaffDenied({ role }: { role: string }) {
  return (
    <AppProviders>
      <AccessDenied role={role} />
    </AppProviders>
  );
}
