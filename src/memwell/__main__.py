from memwell.cli import main

main()
