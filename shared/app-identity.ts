// The app's identity, written once for every place that must agree on it (decisions 76):
// electron-builder's appId (the macOS bundle id, the NSIS installer's registry keys and the
// AppUserModelID it stamps on the Start-menu and desktop shortcuts) and the AppUserModelID main
// sets on Windows. Were the two to differ, Windows would treat the running app and its shortcut as
// two apps and could drop its notifications. Changing either value after a release moves the
// macOS Keychain item and the Windows install (decisions 74, 75): do not.
export const appId = 'com.boardingdesk.app';
export const productName = 'Boarding Desk';
