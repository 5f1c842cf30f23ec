// The window's shell: the sidebar (screens and conversations) on the left and the screen chosen beside it — the
// chat (chat/ChatScreen: the conversation, and the picked answer's sources and report or the page view on the
// right), the library, the rule tables or the settings. It keeps only what spans screens: the app's info, which
// screen shows, the chat's and the library's state (a question keeps being answered and files keep being added while
// another screen shows), the page open in the page view, and files dropped anywhere (they go to the library).
import { useCallback, useState } from 'react';
import { ChatScreen } from './chat/ChatScreen';
import { useChat } from './chat/useChat';
import { ErrorBox } from './common/Banners';
import { InfoDialog } from './common/InfoDialog';
import { SelectionContext, useSelectionValue, type PageRequest } from './common/selection';
import { useMediaQuery } from './common/useMediaQuery';
import { DropOverlay } from './library/DropOverlay';
import { LibraryView } from './library/LibraryView';
import { useFileDrop } from './library/useFileDrop';
import { useLibrary } from './library/useLibrary';
import { PageView } from './page/PageView';
import { RulesView } from './rules/RulesView';
import { SettingsView } from './settings/SettingsView';
import { Sidebar, type View } from './shell/Sidebar';
import { useAppInfo } from './shell/useAppInfo';

/** From this width the page view is a panel beside the chat; below it, a dialog (the chat would be too narrow). */
const PAGE_PANEL_QUERY = '(min-width: 1280px)';

export function App() {
  const { info, fatal, setFatal, refreshInfo } = useAppInfo();
  const [view, setView] = useState<View>('chat');
  const [page, setPage] = useState<PageRequest | null>(null);
  const [showInfo, setShowInfo] = useState(false);
  const wide = useMediaQuery(PAGE_PANEL_QUERY);

  const showChat = useCallback(() => setView('chat'), []);
  const showLibrary = useCallback(() => setView('library'), []);
  const showSettings = useCallback(() => setView('settings'), []);
  const chat = useChat({ onShow: showChat, onFatal: setFatal });
  const library = useLibrary(refreshInfo);
  const dragging = useFileDrop(showLibrary, library.ingest.start);

  const showReport = useCallback(() => chat.setTab('report'), [chat.setTab]);
  const selection = useSelectionValue({ openPage: setPage, selectAnswer: chat.selectAnswer, showReport });
  const closePage = useCallback(() => setPage(null), []);
  // The page open beside the chat (a wide window's chat screen); anywhere else an open page is a dialog.
  const pagePanel = view === 'chat' && wide ? page : null;

  return (
    <SelectionContext.Provider value={selection}>
      <div className={pagePanel ? 'shell with-page' : 'shell'}>
        <Sidebar view={view} onView={setView} chat={chat} stats={info?.stats ?? null} adding={Boolean(library.ingest.batch?.running)} onInfo={() => setShowInfo(true)} />
        {view === 'chat' && <ChatScreen chat={chat} info={info} fatal={fatal} builtIns={library.builtIns} pagePanel={pagePanel} onClosePage={closePage} onOpenSettings={showSettings} />}
        {view !== 'chat' && fatal && (
          <div className="view">
            <ErrorBox error={fatal} />
          </div>
        )}
        {view === 'library' && info && <LibraryView info={info.info} ingest={library.ingest} builtIns={library.builtIns} team={library.team} version={library.version} onChanged={library.changed} onOpenSettings={showSettings} />}
        {view === 'rules' && <RulesView />}
        {view === 'settings' && info && <SettingsView info={info.info} onChanged={() => void refreshInfo()} />}
        {dragging && <DropOverlay />}
        {page && !pagePanel && <PageView request={page} layout="modal" onClose={closePage} />}
        {showInfo && info && (
          <InfoDialog
            info={info.info}
            onClose={() => setShowInfo(false)}
            onOpenSettings={() => {
              setShowInfo(false);
              showSettings();
            }}
          />
        )}
      </div>
    </SelectionContext.Provider>
  );
}
