from .cli import main

if __name__ == "__main__":       # not when a worker process (referee check) imports it
    main(prog_name="referee")
