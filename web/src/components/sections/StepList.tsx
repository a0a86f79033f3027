/** How the work goes: numbered steps, each a title and a line of text (the number is drawn by CSS). */
import './step-list.css';

export function StepList({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="webdev-steps">
      {steps.map((step) => (
        <li key={step.title} className="webdev-steps__item">
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
