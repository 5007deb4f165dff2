import { BookOpen, Lightbulb, MessageSquare } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { ChatHistoryTab } from './chat-history-tab';
import { InspirationTab } from './inspiration-tab';
import { SavedArticlesTab } from './saved-articles-tab';

/**
 * docs/product.md#screens-and-routes: three tabs, Chat History first and open. Each panel opens with a hidden h2 so the
 * cards' h3 titles sit under a heading of their own.
 */
export function LibraryTabs() {
  return (
    <section className="mx-auto max-w-6xl px-4 pb-16">
      <Tabs defaultValue="chats">
        <TabsList aria-label="Library sections">
          <TabsTrigger value="chats" className="inline-flex items-center gap-2">
            <MessageSquare className="size-4" aria-hidden /> Chat History
          </TabsTrigger>
          <TabsTrigger value="articles" className="inline-flex items-center gap-2">
            <BookOpen className="size-4" aria-hidden /> Saved Articles
          </TabsTrigger>
          <TabsTrigger value="inspiration" className="inline-flex items-center gap-2">
            <Lightbulb className="size-4" aria-hidden /> Inspiration
          </TabsTrigger>
        </TabsList>
        <TabsContent value="chats">
          <h2 className="sr-only">Chat History</h2>
          <ChatHistoryTab />
        </TabsContent>
        <TabsContent value="articles">
          <h2 className="sr-only">Saved Articles</h2>
          <SavedArticlesTab />
        </TabsContent>
        <TabsContent value="inspiration">
          <h2 className="sr-only">Inspiration</h2>
          <InspirationTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
