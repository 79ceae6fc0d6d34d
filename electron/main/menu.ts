// The application menu: standard roles (so copy and paste work in form fields), Help links opened
// through the openExternal allow-list, developer tools only in unpackaged builds.
import { Menu, type MenuItemConstructorOptions } from 'electron';
import { helpLinks } from '../core/app/external-url-policy';

export interface MenuOptions {
  isPackaged: boolean;
  isMac: boolean;
  openHelp: (url: string) => void;
}

export function buildAppMenu(options: MenuOptions): Menu {
  const template: MenuItemConstructorOptions[] = [
    ...(options.isMac ? [{ role: 'appMenu' } as const] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        ...(options.isPackaged ? [] : [{ role: 'toggleDevTools' } as const]),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        { label: 'Boarding Desk Help', click: () => options.openHelp(helpLinks.guide) },
        { label: 'Privacy', click: () => options.openHelp(helpLinks.privacy) },
      ],
    },
  ];
  return Menu.buildFromTemplate(template);
}
