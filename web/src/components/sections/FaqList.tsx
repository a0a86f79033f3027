/**
 * Questions, each folded until opened (<details>: no script), with its answer. Inside a Section whose
 * container has FAQ_CONTAINER, the column they read best in.
 */
import { ChevronDown } from 'lucide-react';
import './faq-list.css';

export const FAQ_CONTAINER = 'webdev-faq';

export function FaqList({ questions }: { questions: readonly { question: string; answer: string }[] }) {
  return questions.map((item) => (
    <details key={item.question} className="webdev-faq__item">
      <summary>
        <span>{item.question}</span>
        <ChevronDown aria-hidden="true" size={20} className="webdev-faq__chevron" />
      </summary>
      <p>{item.answer}</p>
    </details>
  ));
}
