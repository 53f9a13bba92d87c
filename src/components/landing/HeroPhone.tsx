import type { Landing } from '#src/payload-types.ts'
import styles from '#src/components/landing/HeroPhone.module.css'

type Chat = Landing['hero']['chat']

/**
 * The hero's product picture: a phone showing a WhatsApp conversation with the assistant, drawn
 * with HTML and CSS from the landing page's content (no image to download, sharp at any size, no
 * JavaScript). It is a real figure for screen readers: the caption says it is an example, and the
 * conversation is an ordered list whose messages name their sender ("Paciente: …").
 */
export function HeroPhone({ chat }: { chat: Chat }) {
  const label = { patient: chat.patientLabel, assistant: chat.assistantLabel }
  return (
    <figure className={styles.phone} aria-labelledby="hero-chat-caption" data-testid="hero-chat">
      {/* Above the phone: read first, and never under the floating WhatsApp button at the bottom. */}
      <figcaption id="hero-chat-caption" className={styles.caption}>
        {chat.caption}
      </figcaption>
      <div className={styles.device}>
        <div className={styles.screen}>
          <div className={styles.header}>
            <svg
              className={styles.back}
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M15 5l-7 7 7 7" />
            </svg>
            <span className={styles.avatar} aria-hidden="true">
              <svg
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
                <path d="M3.5 10h17M8 3v4M16 3v4M9 15l2 2 4-4" />
              </svg>
            </span>
            <p className={styles.contact}>
              <span className={styles.name}>{chat.contactName}</span>
              <span className={styles.status}>{chat.contactStatus}</span>
            </p>
          </div>
          <ol className={styles.messages}>
            {(chat.messages ?? []).map((message, index) =>
              message.sender === 'day' ? (
                <li key={message.id ?? index} className={styles.day}>
                  <span>{message.text}</span>
                </li>
              ) : (
                <li
                  key={message.id ?? index}
                  className={`${styles.message} ${styles[message.sender]}`}
                  data-sender={message.sender}
                >
                  <span className="visually-hidden">{label[message.sender]}: </span>
                  <span className="chat__text">{message.text}</span>
                  {message.time ? (
                    <span className={styles.meta}>
                      <time>{message.time}</time>
                      {message.sender === 'patient' ? (
                        <svg
                          className={styles.ticks}
                          aria-hidden="true"
                          width="16"
                          height="11"
                          viewBox="0 0 16 11"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.6"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        >
                          <path d="M1 6l3 3 6-7M7 8.5l.5.5 6-7" />
                        </svg>
                      ) : null}
                    </span>
                  ) : null}
                </li>
              ),
            )}
          </ol>
        </div>
      </div>
    </figure>
  )
}
