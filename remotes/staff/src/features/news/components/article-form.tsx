import { Link } from 'react-router-dom';
import { paths, reviewMessages, type StaffArticle } from '@tenants/shared';
import { useArticleEditor } from '../hooks/use-article-editor';
import { ArticleBar } from './article-bar';
import { ArticleConfirm } from './article-confirm';
import { ArticleFields } from './article-fields';
import { ArticleHistory } from './article-history';
import { ArticleLocked } from './article-locked';
import { ArticlePreview } from './article-preview';
import { ArticleReview } from './article-review';
import { ArticleState } from './article-state';
import { RestoreOffer } from './restore-offer';
import './article-form.css';

/**
 * The article editor: the fields, the picture, the body, and Save, Preview, Publish now, Schedule and
 * Unpublish. Every action checks the draft first with the API's own schema (the same messages); a change
 * that needs the article saved (publishing a new one) saves it first.
 */
export function ArticleForm({ article: initial, continued = false }: { article?: StaffArticle; continued?: boolean }) {
  const editor = useArticleEditor(initial, continued);
  const { draft, kernel, canPublish, lockedLive, suggesting, preview, undoWindow } = editor;
  const { article, form } = draft;
  const busy = kernel.busy;

  const publicAddress = article ? paths.article(article.alias) : '';
  const title = form.title.trim() || article?.title || 'This article';
  const alias = form.alias.trim() || article?.alias;
  const waitingForReview = article?.review?.state === 'submitted';
  return (
    <>
      <ArticleState article={article} />
      {article && (
        <ArticleReview
          article={article}
          editor={canPublish}
          busy={busy !== null}
          onReturned={(returned) => {
            draft.setArticle(returned);
            editor.told(reviewMessages.returned);
          }}
          onApplied={(applied) => {
            editor.restored(applied, 'The suggested changes are applied: the article is live with them.');
            editor.setReviewNotice('The suggested changes are applied: the article is live with them.');
          }}
        />
      )}
      {editor.reviewNotice && (
        <p className="staff-status" role="status" data-testid="review-status">
          {editor.reviewNotice}
        </p>
      )}
      {lockedLive && !suggesting && article && (
        <ArticleLocked
          article={article}
          busy={busy !== null}
          waitingForReview={waitingForReview}
          onSuggest={() => editor.setSuggesting(true)}
          onPreview={editor.showPreview}
          previewing={busy === 'preview'}
        />
      )}
      {draft.offer && <RestoreOffer onRestore={draft.restoreOffer} onDiscard={draft.discardOffer} />}
      {(!lockedLive || suggesting) && (
        <form className="staff-form staff-article-form" onSubmit={suggesting ? editor.suggest : editor.save} noValidate aria-busy={busy !== null}>
          <ArticleFields form={form} errors={draft.errors} set={draft.set} setErrors={draft.setErrors} editorKey={draft.editorKey} />
          <ArticleBar editor={editor} waitingForReview={waitingForReview} />
        </form>
      )}
      {article?.state === 'published' && (
        <p className="staff-published" role="status">
          Published at <Link to={publicAddress}>{publicAddress}</Link>
        </p>
      )}
      {undoWindow.undoUntil && article?.state === 'draft' && (
        <div className="staff-restore staff-undo">
          <p className="staff-restore__text">Unpublished: visitors no longer see it.</p>
          <button ref={undoWindow.undoButton} type="button" className="staff-button" disabled={busy !== null} onClick={editor.undo}>
            {busy === 'undo' ? 'Putting it back…' : 'Undo'}
          </button>
        </div>
      )}
      {article && (
        <ArticleHistory article={article} dirty={draft.dirty} canRestoreLive={canPublish} onPreview={editor.setPreview} onRestored={editor.restored} />
      )}
      {kernel.asking && (
        <ArticleConfirm
          asking={kernel.asking}
          title={title}
          address={alias ? paths.article(alias) : 'its address'}
          published={article?.state === 'published'}
          onConfirm={editor.confirm}
          onCancel={kernel.dismiss}
        />
      )}
      {preview && <ArticlePreview ref={editor.previewHeading} preview={preview} onClose={() => editor.setPreview(null)} />}
    </>
  );
}
